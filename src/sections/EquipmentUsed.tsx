import Link from "next/link";
import { equipmentUsedBy } from "@/content/index";
import { pathFor } from "@/content/paths";
import type { Page } from "@/content/page";

/** "Equipment used" on a project page: each machine the project names, linked to its page. */
export function EquipmentUsed({ project }: { project: Page }) {
  const machines = equipmentUsedBy(project);
  if (machines.length === 0) return null;
  return (
    <section aria-labelledby="equipment-used" className="mt-10">
      <h2 id="equipment-used" className="text-2xl">
        Equipment used
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {machines.map((machine) => (
          <li key={machine.slug}>
            <Link
              prefetch={false}
              href={pathFor(machine.slug)}
              className="border-concrete-300 hover:border-accent-strong inline-flex flex-col rounded-md border bg-white px-4 py-2"
            >
              <span className="font-semibold">{machine.label}</span>
              {machine.power ? (
                <span className="text-ink-soft text-sm">
                  {machine.category}, {machine.power.source}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
