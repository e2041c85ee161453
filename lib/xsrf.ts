/**
 * Anti-forgery as the specification's section 7 has it: proxy.ts sets a signed token in a cookie named XSRF-TOKEN
 * that the page's script can read, and writes echo it in X-XSRF-TOKEN. The name is the same over HTTPS (a spec
 * client reads no other); what the __Host- prefix would add is kept by other means (lib/server/auth/anti-forgery.ts).
 */
export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "X-XSRF-TOKEN";

/** The token to echo, from `document.cookie`. */
export function readXsrfToken(cookies: string): string | undefined {
  const prefix = `${XSRF_COOKIE}=`;
  const value = cookies
    .split(/;\s*/)
    .find((pair) => pair.startsWith(prefix))
    ?.slice(prefix.length);
  return value === undefined ? undefined : decodeURIComponent(value);
}
