export const INVALID_RETURN_URL_MESSAGE =
  "Invalid return url. The return url needs to have the same origin as the current page.";
export const DEFAULT_RETURN_PATH = "/";

export type ReturnUrlResult = { ok: true; path: string } | { ok: false; message: string };

/**
 * Where to go after signing in: only a path on this site. Absolute URLs of the same origin become their
 * path; other origins, protocol-relative "//host" and non-http schemes (javascript:, data:) are refused.
 */
export function resolveReturnUrl(returnUrl: string | null | undefined, origin: string): ReturnUrlResult {
  if (returnUrl === null || returnUrl === undefined || returnUrl === "") return { ok: true, path: DEFAULT_RETURN_PATH };
  let parsed: URL;
  try {
    parsed = new URL(returnUrl, origin);
  } catch {
    return { ok: false, message: INVALID_RETURN_URL_MESSAGE };
  }
  const isSameOrigin = parsed.origin === new URL(origin).origin;
  const isPlainPath = returnUrl.startsWith("/") && !returnUrl.startsWith("//") && !returnUrl.startsWith("/\\");
  const isAbsoluteSameOrigin = /^https?:\/\//i.test(returnUrl) && isSameOrigin;
  if (!isSameOrigin || !(isPlainPath || isAbsoluteSameOrigin)) return { ok: false, message: INVALID_RETURN_URL_MESSAGE };
  return { ok: true, path: `${parsed.pathname}${parsed.search}${parsed.hash}` };
}

export const loginPath = (returnPath: string) => `/authentication/login?returnUrl=${encodeURIComponent(returnPath)}`;
