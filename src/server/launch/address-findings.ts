import type { Content } from "@/content/load";
import { mailingAddress } from "@/content/site";
import type { LaunchFinding } from "./findings";

/** The shipped mailing address is fictional; the privacy page and automatic mail name it. */
export function addressFindings({ site }: Content): LaunchFinding[] {
  if (!site.address.sample) return [];
  return [
    {
      group: "identity",
      where: "content/site.yaml: address",
      what: `${mailingAddress(site)} is the fictional sample address: put the business's mailing address and remove sample: true`,
    },
  ];
}
