import "server-only";
import ipaddr from "ipaddr.js";
import proxyHeaders from "./proxy-headers.json";

/**
 * The address of the connection, set on every request by the production server
 * (scripts/serve.mjs) from the socket; a value a client sends is overwritten there.
 */
export const PEER_ADDRESS_HEADER = proxyHeaders.peerAddress;

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * One IP address in any of its usual spellings (IPv4 dotted quad, IPv6 with or without
 * brackets and zone), or undefined: a limiter key must be an address, never the client's free
 * text. IPv4-mapped IPv6 counts as IPv4.
 */
export function parseAddress(text: string): Address | undefined {
  const plain = text
    .trim()
    .replace(/^\[|\]$/g, "")
    .replace(/%[\w.-]*$/, "");
  // Only the dotted quad: ipaddr.js would also take "0x7f.1" and "2130706433".
  if (ipaddr.IPv4.isValidFourPartDecimal(plain)) return ipaddr.IPv4.parse(plain);
  if (!ipaddr.IPv6.isValid(plain)) return undefined;
  const v6 = ipaddr.IPv6.parse(plain);
  return v6.isIPv4MappedAddress() ? v6.toIPv4Address() : v6;
}

function spell(address: Address): string {
  if (!(address instanceof ipaddr.IPv6)) return address.toString();
  return address.parts.map((group) => group.toString(16).padStart(4, "0")).join(":");
}

/**
 * Whether a proxy could sit at this peer address: loopback or a private network. A forwarding
 * header from a public address came straight from the client (the port was reachable from
 * outside), so it is not believed even with TRUST_PROXY set.
 */
function couldBeProxy(address: Address): boolean {
  return ["loopback", "private", "uniqueLocal", "linkLocal", "carrierGradeNat"].includes(
    address.range(),
  );
}

/**
 * The client address. Without a trusted proxy it is the connection's own address, whatever
 * X-Forwarded-For says (a client can write anything there). With `trustProxy` = n reverse
 * proxies in front, each appends one entry, so the client is the n-th entry from the right;
 * that entry is used only when it is a valid IP and the connection comes from a loopback or
 * private address, else the connection's own address stands. "unknown" without a peer address.
 */
export function clientAddress(request: Request, trustProxy: number): string {
  const peer = parseAddress(request.headers.get(PEER_ADDRESS_HEADER) ?? "");
  if (trustProxy === 0 || (peer && !couldBeProxy(peer))) return peer ? spell(peer) : "unknown";
  const entries = (request.headers.get("x-forwarded-for") ?? "").split(",");
  const hop = entries.length > 0 ? entries[Math.max(0, entries.length - trustProxy)] : undefined;
  const forwarded = hop === undefined ? undefined : parseAddress(hop);
  const address = forwarded ?? peer;
  return address ? spell(address) : "unknown";
}

/** One spelling per address: IPv4-mapped IPv6 as IPv4, IPv6 in full lower-case groups, no zone. */
export function normaliseAddress(text: string): string {
  const address = parseAddress(text);
  return address ? spell(address) : text.trim().toLowerCase();
}

/**
 * The key a client is counted under by the rate limits: its IPv4 address, or its IPv6 /64
 * network (one household or server gets a whole /64, so counting single IPv6 addresses would
 * let one client rotate through billions of them). Anything that is not an address is
 * "unknown" (one shared key), never the text itself.
 */
export function rateLimitKey(address: string): string {
  const parsed = parseAddress(address);
  if (!parsed) return "unknown";
  if (parsed.kind() === "ipv4") return parsed.toString();
  const groups = spell(parsed).split(":").slice(0, 4);
  return `${groups.join(":")}::/64`;
}
