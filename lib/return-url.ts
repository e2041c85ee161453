export const INVALID_RETURN_URL_MESSAGE =
  "Invalid return url. The return url needs to have the same origin as the current page.";
const DEFAULT_RETURN_PATH = "/";

export type ReturnUrlResult = { ok: true; path: string } | { ok: false; message: string };

// Browsers drop tabs and line breaks from URLs and read "\" as "/", so "/\t/evil.example" or "/\evil.example"
// would leave this site; nothing a page links to contains them.
const STRIPPED_OR_REREAD = /[\u0000-\u001f\u007f\\]/;
// A path whose first segment is empty ("//host", or "/\host" once a browser has rewritten it) is read as a
// protocol-relative URL to another host.
const PROTOCOL_RELATIVE = /^\/[/\\]/;

const refused: ReturnUrlResult = { ok: false, message: INVALID_RETURN_URL_MESSAGE };

/**
 * Where to go after signing in: only a path on this site. The URL is resolved as a browser would and its
 * origin compared with the app's; the path returned is the resolved one (so "/./evil" tricks are already
 * undone) and is checked again, so that it cannot be re-read as "//host" where it is followed.
 */
export function resolveReturnUrl(returnUrl: unknown, origin: string): ReturnUrlResult {
  if (returnUrl === null || returnUrl === undefined || returnUrl === "") return { ok: true, path: DEFAULT_RETURN_PATH };
  if (typeof returnUrl !== "string" || returnUrl.length > 2048 || STRIPPED_OR_REREAD.test(returnUrl)) return refused;
  const isPath = returnUrl.startsWith("/") && !PROTOCOL_RELATIVE.test(returnUrl);
  if (!isPath && !/^https?:\/\//i.test(returnUrl)) return refused;
  let resolved: URL;
  let own: URL;
  try {
    resolved = new URL(returnUrl, origin);
    own = new URL(origin);
  } catch {
    return refused;
  }
  if (resolved.origin !== own.origin || resolved.username || resolved.password) return refused;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  if (PROTOCOL_RELATIVE.test(path) || new URL(path, origin).origin !== own.origin) return refused;
  return { ok: true, path };
}

export const loginPath = (returnPath: string) => `/authentication/login?returnUrl=${encodeURIComponent(returnPath)}`;
