import { INVALID_RETURN_URL_MESSAGE } from "./return-url";

export const BAD_CREDENTIALS_MESSAGE = "That email and password do not match an account.";
export const SIGN_IN_ERROR_MESSAGE = "There was an error signing in.";

export const SIGN_IN_WINDOW_MINUTES = 15;
export const SIGN_IN_LOCKED_MESSAGE = `Too many failed sign-in attempts. Wait ${SIGN_IN_WINDOW_MINUTES} minutes and try again.`;

/** Codes of our own that sign-in failures carry in `?error=` (next-auth's style) or `?code=`. */
export const SIGN_IN_LOCKED = "SignInLocked";
export const EMAIL_CONFLICT = "email-conflict";

const OIDC_EMAIL_CONFLICT_MESSAGE =
  "An account with this email already exists. Sign in with your email and password instead.";

/**
 * The only messages a sign-in failure shows: a link cannot make a trusted page say anything else. next-auth's
 * own codes (https://next-auth.js.org/configuration/pages#error-codes) and ours; any other code: the generic one.
 */
const MESSAGES: Record<string, string> = {
  CredentialsSignin: BAD_CREDENTIALS_MESSAGE,
  [SIGN_IN_LOCKED]: SIGN_IN_LOCKED_MESSAGE,
  [EMAIL_CONFLICT]: OIDC_EMAIL_CONFLICT_MESSAGE,
  OAuthAccountNotLinked: OIDC_EMAIL_CONFLICT_MESSAGE,
  AccessDenied: "You are not allowed to sign in with that account.",
  OAuthSignin: "Could not start signing in with your identity provider. Please try again.",
  OAuthCallback: "Your identity provider's answer could not be used. Please try again.",
  OAuthCreateAccount: "Could not create your account from your identity provider's details.",
  Callback: SIGN_IN_ERROR_MESSAGE,
  Configuration: "Sign-in is not set up correctly on this server. Please tell the site's administrator.",
  SessionRequired: "Please sign in to see that page.",
  Verification: "That sign-in link is no longer valid. Please sign in again.",
};

/**
 * The texts `authentication/login-failed?message=` may show (docs/screens-and-api.md#signing-in): the sign-in
 * messages of the product's catalogue (a closed sign-in window, a return URL of another site, settings that did not
 * load) and the codes' own.
 */
const CATALOGUE_MESSAGES: ReadonlySet<string> = new Set([
  SIGN_IN_ERROR_MESSAGE,
  "The user closed the window.",
  INVALID_RETURN_URL_MESSAGE,
  "Could not load settings for the auth client",
  ...Object.values(MESSAGES),
]);

/**
 * The message of a `?message=` link when it is one of the catalogue's texts, else the generic one: a link cannot
 * make this trusted page say anything else.
 */
export const catalogueSignInMessage = (message: string | null | undefined): string =>
  message && CATALOGUE_MESSAGES.has(message) ? message : SIGN_IN_ERROR_MESSAGE;

/** Whether next-auth may put this code in an error redirect; anything else is replaced with "Callback". */
export const isKnownSignInErrorCode = (code: string): boolean => Object.hasOwn(MESSAGES, code);

export function signInErrorMessage(code: string | null | undefined): string {
  return code && isKnownSignInErrorCode(code) ? (MESSAGES[code] ?? SIGN_IN_ERROR_MESSAGE) : SIGN_IN_ERROR_MESSAGE;
}
