/**
 * Anti-forgery: proxy.ts sets a signed token in a cookie the page's script can read, and the app's own writes
 * echo it in X-XSRF-TOKEN. Over HTTPS the cookie carries the __Host- prefix, so no sibling subdomain and no
 * plain-HTTP page can plant one.
 */
export const XSRF_COOKIE = "XSRF-TOKEN";
export const SECURE_XSRF_COOKIE = `__Host-${XSRF_COOKIE}`;
export const XSRF_HEADER = "X-XSRF-TOKEN";

/** The token to echo, from `document.cookie`: the __Host- cookie when there is one, else the plain one. */
export function readXsrfToken(cookies: string): string | undefined {
  const pairs = cookies.split(/;\s*/);
  const read = (name: string) => pairs.find((pair) => pair.startsWith(`${name}=`))?.slice(name.length + 1);
  const value = read(SECURE_XSRF_COOKIE) ?? read(XSRF_COOKIE);
  return value === undefined ? undefined : decodeURIComponent(value);
}
