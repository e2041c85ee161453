import "server-only";
import { isIP } from "node:net";
import { headers as nextHeaders } from "next/headers";
import { env } from "../env";

/** Request headers as a route handler (Headers), next-auth (a plain record) or a page (next/headers) holds them. */
export type HeaderSource = { get(name: string): string | null } | Record<string, string | string[] | undefined>;

function readHeader(headers: HeaderSource, name: string): string | null {
  if (typeof headers.get === "function") return (headers as { get(name: string): string | null }).get(name);
  const value = (headers as Record<string, string | string[] | undefined>)[name];
  return (Array.isArray(value) ? value.join(",") : value) ?? null;
}

/**
 * What the proxy nearest to the app wrote in a forwarding header, or null when no proxy is trusted. Only the
 * configured hops are believed: with none, any X-Forwarded-* header came from the client and is ignored.
 */
function fromNearestTrustedProxy(headers: HeaderSource, name: string): string | null {
  if (env.TRUSTED_PROXY_HOPS === 0) return null;
  return readHeader(headers, name)?.split(",").at(-1)?.trim() || null;
}

const configuredUrl = env.NEXTAUTH_URL ? new URL(env.NEXTAUTH_URL) : null;

/** Served over HTTPS: NEXTAUTH_URL says so, or a trusted proxy terminated TLS (X-Forwarded-Proto). */
export function isSecureRequest(headers: HeaderSource): boolean {
  return configuredUrl?.protocol === "https:" || fromNearestTrustedProxy(headers, "x-forwarded-proto") === "https";
}

/** The origin the browser used for this request: its Host (or a trusted proxy's X-Forwarded-Host) and scheme. */
export function requestOriginOf(headers: HeaderSource): string {
  const host =
    fromNearestTrustedProxy(headers, "x-forwarded-host") ??
    readHeader(headers, "host") ??
    configuredUrl?.host ??
    "localhost";
  return `${isSecureRequest(headers) ? "https" : "http"}://${host}`;
}

/** The origins that this app's own pages are served from: the request's own, and NEXTAUTH_URL's. */
export function ownOrigins(headers: HeaderSource): string[] {
  return [requestOriginOf(headers), ...(configuredUrl ? [configuredUrl.origin] : [])];
}

/** For server components: the origin of the page being rendered. */
export async function requestOrigin(): Promise<string> {
  return requestOriginOf(await nextHeaders());
}

/**
 * The address the request came from, for per-address limits; null when it cannot be known, so that callers
 * skip per-address counting instead of putting every unknown client into one shared bucket.
 *
 * Next's route handlers never see the connection's socket address (NextRequest has no `ip` outside Vercel,
 * and Next only fills X-Forwarded-For with it when the client sent none, so a client can still choose it).
 * So scripts/next-server.mjs, the server `npm start` runs, copies each connection's socket address into a
 * header of its own, overwriting whatever the client sent, and names that header in SOCKET_ADDRESS_HEADER.
 * Behind TRUSTED_PROXY_HOPS = N proxies the socket is the nearest proxy, so the client is the Nth address
 * from the right of X-Forwarded-For: each proxy appends the address it was reached from, and anything to
 * the left of those N entries was written by the client.
 */
export function clientAddress(headers: HeaderSource): string | null {
  return clientAddressOf(headers, {
    trustedProxyHops: env.TRUSTED_PROXY_HOPS,
    socketAddressHeader: env.SOCKET_ADDRESS_HEADER,
  });
}

export function clientAddressOf(
  headers: HeaderSource,
  { trustedProxyHops, socketAddressHeader }: { trustedProxyHops: number; socketAddressHeader: string | undefined },
): string | null {
  if (trustedProxyHops > 0) {
    const chain = (readHeader(headers, "x-forwarded-for") ?? "").split(",").map((entry) => entry.trim());
    return chain.length >= trustedProxyHops ? addressBucket(chain[chain.length - trustedProxyHops] ?? "") : null;
  }
  return socketAddressHeader ? addressBucket(readHeader(headers, socketAddressHeader) ?? "") : null;
}

/**
 * One bucket per IPv4 address, and per /64 for IPv6: a single IPv6 subscriber is usually given a whole /64,
 * so counting single addresses would give them billions of buckets. Anything that is not an address: null.
 */
export function addressBucket(raw: string): string | null {
  const address = raw.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  const version = isIP(address);
  if (version === 4) return address;
  if (version !== 6) return null;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
