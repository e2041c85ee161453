import { BAD_CREDENTIALS_MESSAGE, SIGN_IN_ERROR_MESSAGE } from "@/lib/sign-in-errors";
import { OFFLINE_MESSAGE, REQUEST_TIMEOUT_MS, TIMEOUT_MESSAGE } from "./api-client";

export type SignInResult = { ok: true } | { ok: false; message: string };

/**
 * Signs in with email and password through next-auth's credentials callback. Done by hand rather than with
 * next-auth's signIn() so that the server's 429 (too many attempts) reaches the person with its message. It is
 * next-auth's form-encoded endpoint, not one of the app's JSON operations, so it does not go through the mutation hook.
 */
export async function signInWithPassword(email: string, password: string): Promise<SignInResult> {
  let response: Response;
  let payload: { url?: string; detail?: string };
  try {
    const signal = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    const { csrfToken } = (await fetch("/api/auth/csrf", { signal }).then((r) => r.json())) as { csrfToken: string };
    response = await fetch("/api/auth/callback/credentials", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-auth-return-redirect": "1" },
      body: new URLSearchParams({ email, password, csrfToken, callbackUrl: "/", json: "true" }),
      signal,
    });
    payload = (await response.json().catch(() => ({}))) as typeof payload;
  } catch (caught) {
    const isTimeout = caught instanceof DOMException && caught.name === "TimeoutError";
    return { ok: false, message: isTimeout ? TIMEOUT_MESSAGE : OFFLINE_MESSAGE };
  }
  if (response.status === 429) return { ok: false, message: payload.detail ?? SIGN_IN_ERROR_MESSAGE };
  const error = payload.url ? new URL(payload.url, window.location.origin).searchParams.get("error") : "unknown";
  if (error === "CredentialsSignin") return { ok: false, message: BAD_CREDENTIALS_MESSAGE };
  if (!response.ok || error) return { ok: false, message: SIGN_IN_ERROR_MESSAGE };
  return { ok: true };
}

export const loginCallbackPath = (returnPath: string) =>
  `/authentication/login-callback?returnUrl=${encodeURIComponent(returnPath)}`;
