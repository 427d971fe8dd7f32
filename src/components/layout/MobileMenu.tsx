"use client";

import { Menu, X } from "@/components/ui/icons";
import Link from "next/link";
import { useRef } from "react";
import type { MenuLink } from "@/content/fields";
import { buttonClass } from "@/components/ui/Button";
import type { CompanyPhone } from "@/shared/phone";
import { PhoneLink } from "./PhoneLink";

const DIALOG_ID = "mobile-menu";

/**
 * The mobile menu (small screens only): a modal <dialog> that slides in from the right.
 * showModal() moves focus in, makes the page inert and closes on Escape; closing returns
 * focus to the menu button. Per the spec, any click in it (a link, the panel) or outside
 * it (the backdrop) closes it.
 *
 * Its code loads when the visitor touches or focuses the button (MobileMenuIsland). Until then
 * the browser opens and closes it by itself: invoker commands on the two buttons, and
 * `closedby="any"` for the backdrop and Escape.
 */
export function MobileMenu({
  links,
  phone,
  contactHref,
}: {
  links: MenuLink[];
  phone: CompanyPhone;
  contactHref: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        commandfor={DIALOG_ID}
        command="show-modal"
        onClick={() => dialog.current?.showModal()}
        className="rounded-control text-ink hover:bg-concrete-100 grid size-11 place-items-center"
      >
        <Menu aria-hidden="true" className="size-7" />
      </button>
      <dialog
        ref={dialog}
        id={DIALOG_ID}
        aria-label="Menu"
        closedby="any"
        onClick={() => dialog.current?.close()}
        className="mobile-menu bg-concrete-900 fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none p-0 text-white"
      >
        <div className="flex h-full flex-col gap-6 overflow-y-auto p-6">
          <button
            type="button"
            aria-label="Close menu"
            commandfor={DIALOG_ID}
            command="close"
            className="rounded-control hover:bg-concrete-800 ml-auto grid size-11 place-items-center"
          >
            <X aria-hidden="true" className="size-7" />
          </button>
          <nav aria-label="Mobile">
            <ul className="flex flex-col gap-1">
              {links.map((item) => (
                <li key={item.url}>
                  <Link
                    prefetch={false}
                    href={item.url}
                    className="rounded-control hover:bg-concrete-800 block px-2 py-3 text-lg font-bold tracking-wide uppercase"
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <PhoneLink phone={phone} className="text-lg text-white" />
          <Link prefetch={false} href={contactHref} className={buttonClass("inverse")}>
            Get in touch
          </Link>
        </div>
      </dialog>
    </div>
  );
}
