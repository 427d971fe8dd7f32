import type { Thing, WithContext } from "schema-dts";

/**
 * Structured data as a JSON-LD script. "<" is escaped so no content can close the script
 * element early; browsers do not execute this type, so the CSP does not apply to it.
 */
export function JsonLd({ data }: { data: WithContext<Thing> | WithContext<Thing>[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
