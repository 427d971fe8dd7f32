import "server-only";

/** "Monday, March 2, 2026 at 9:15 a.m." in Toronto time, where the business is. */
export function formatTorontoTime(date: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Toronto",
    dateStyle: "full",
    timeStyle: "short",
  }).format(date);
}

/** The domain of the address in "Name <user@host>" or "user@host". */
export function addressDomain(address: string): string | undefined {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(address.trim());
  return match?.[1]?.toLowerCase();
}
