import "server-only";
import { domainToASCII } from "node:url";

/**
 * One spelling per mailbox, for counting and matching addresses: lower-case, the domain in
 * its ASCII (IDNA) form, no trailing dot. A mailbox at Bücher.Example and the same name at
 * xn--bcher-kva.example (in any case) is one mailbox to every mail provider, so a cap per
 * address must count them together.
 */
export function normaliseEmailAddress(address: string): string {
  const trimmed = address.trim();
  const at = trimmed.lastIndexOf("@");
  if (at === -1) return trimmed.toLowerCase();
  const local = trimmed.slice(0, at).toLowerCase();
  const domain = trimmed.slice(at + 1).replace(/\.$/, "");
  // domainToASCII lower-cases too; it answers "" for a domain IDNA refuses.
  return `${local}@${domainToASCII(domain) || domain.toLowerCase()}`;
}
