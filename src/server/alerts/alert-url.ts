import "server-only";

/**
 * The addresses alerts are posted to (LEAD_WEBHOOK_URL, SMS_API_URL): https, or plain http only
 * to this machine (a receiver or a provider stand-in on loopback), since the request carries a
 * signature or the provider's credentials.
 */
export function isAllowedAlertUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && isLoopbackHost(url.hostname);
}

function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === "localhost" ||
    hostname.endsWith(".localhost") ||
    hostname === "[::1]" ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/**
 * A webhook address as logs and `npm run leads -- outbox` show it: the path and the query of
 * Slack, Teams and ntfy addresses are the secret (whoever knows them can post), so only the
 * origin is shown.
 */
export function maskedUrl(value: string): string {
  try {
    const url = new URL(value);
    const bare = url.pathname === "/" && url.search === "" && url.hash === "";
    return `${url.origin}/${bare ? "" : "…"}`;
  } catch {
    return "(not a valid address)";
  }
}
