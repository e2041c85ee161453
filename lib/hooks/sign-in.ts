import { ApiError } from "./api-client";

export const BAD_CREDENTIALS_MESSAGE = "That email and password do not match an account.";
export const SIGN_IN_ERROR_MESSAGE = "There was an error signing in.";

/**
 * Signs in with email and password through next-auth's credentials callback. Done by hand rather than with
 * next-auth's signIn() so that the server's 429 (too many attempts) reaches the person with its message.
 */
export async function signInWithPassword(email: string, password: string): Promise<void> {
  const { csrfToken } = (await fetch("/api/auth/csrf").then((r) => r.json())) as { csrfToken: string };
  const response = await fetch("/api/auth/callback/credentials", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-auth-return-redirect": "1" },
    body: new URLSearchParams({ email, password, csrfToken, callbackUrl: "/", json: "true" }),
  });
  const payload = (await response.json().catch(() => ({}))) as { url?: string; detail?: string };
  if (response.status === 429) throw new ApiError(429, payload.detail ?? SIGN_IN_ERROR_MESSAGE);
  const error = payload.url ? new URL(payload.url, window.location.origin).searchParams.get("error") : "unknown";
  if (error === "CredentialsSignin") throw new ApiError(401, BAD_CREDENTIALS_MESSAGE);
  if (!response.ok || error) throw new ApiError(response.status, SIGN_IN_ERROR_MESSAGE);
}

export const loginCallbackPath = (returnPath: string) =>
  `/authentication/login-callback?returnUrl=${encodeURIComponent(returnPath)}`;
