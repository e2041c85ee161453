import "server-only";
import { SIGN_IN_LOCKED_MESSAGE, SIGN_IN_WINDOW_MINUTES } from "@/lib/sign-in-errors";
import { env } from "../env";
import { AppError } from "../errors";
import type { Db } from "../db/infra/client";

// Counters live in the database (SignInAttempt rows keyed by what they count), so every instance of the app
// shares them. A null address means it could not be determined: it is then not counted per address at all,
// rather than sharing one bucket in which anyone could lock everyone out.

export const MAX_FAILED_SIGN_INS_PER_ACCOUNT = 5;
const MAX_FAILED_SIGN_INS_PER_ADDRESS = 30;

const REGISTRATION_WINDOW_MINUTES = 60;
// A society evening in a clubhouse puts many members behind one address, so the per-address limit is generous, and
// a server can raise it (REGISTRATIONS_PER_ADDRESS_PER_HOUR).
export const MAX_REGISTRATIONS_PER_ADDRESS = env.REGISTRATIONS_PER_ADDRESS_PER_HOUR;
export const MAX_REGISTRATIONS_OVERALL = 200;

const REGISTRATION_LIMITED_MESSAGE =
  "Too many accounts have been registered from here recently. Wait an hour and try again.";
const REGISTRATION_BUSY_MESSAGE = "Too many accounts are being registered right now. Wait a few minutes and try again.";

const accountKey = (email: string) => `account:${email}`;
const addressKey = (address: string) => `address:${address}`;
const registrationKey = (address: string) => `register:${address}`;
const ALL_REGISTRATIONS_KEY = "register:*";

const since = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

/** Raised where a password would be checked while the account or address is locked out. */
export class SignInLockedError extends AppError {
  constructor() {
    super("rate_limited", SIGN_IN_LOCKED_MESSAGE, { headers: { "retry-after": String(SIGN_IN_WINDOW_MINUTES * 60) } });
  }
}

async function countSince(db: Db, key: string, after: Date): Promise<number> {
  return db.signInAttempt.count({ where: { key, createdAt: { gte: after } } });
}

/** Whether a password may be checked for this account from this address; false once either failed too often. */
async function isPasswordCheckAllowed(
  db: Db,
  email: string,
  address: string | null,
  now = new Date(),
): Promise<boolean> {
  const after = since(now, SIGN_IN_WINDOW_MINUTES);
  const [byAccount, byAddress] = await Promise.all([
    countSince(db, accountKey(email), after),
    address ? countSince(db, addressKey(address), after) : 0,
  ]);
  return byAccount < MAX_FAILED_SIGN_INS_PER_ACCOUNT && byAddress < MAX_FAILED_SIGN_INS_PER_ADDRESS;
}

/** Throws SignInLockedError (429) when a password may not be checked now. */
export async function assertPasswordCheckAllowed(db: Db, email: string, address: string | null): Promise<void> {
  if (!(await isPasswordCheckAllowed(db, email, address))) throw new SignInLockedError();
}

/** A wrong password (or an unknown account) for email, from address; email null when none was given. */
export async function recordFailedPassword(db: Db, email: string | null, address: string | null): Promise<void> {
  const keys = [...(email ? [accountKey(email)] : []), ...(address ? [addressKey(address)] : [])];
  if (keys.length > 0) await db.signInAttempt.createMany({ data: keys.map((key) => ({ key })) });
}

export async function clearFailedPasswords(db: Db, email: string): Promise<void> {
  await db.signInAttempt.deleteMany({ where: { key: accountKey(email) } });
}

/**
 * Counts a registration attempt and refuses it (429) past the limits: per address, and overall, so that
 * asking "does this email have an account?" cannot be done at speed from many addresses either.
 */
export async function takeRegistrationAttempt(db: Db, address: string | null, now = new Date()): Promise<void> {
  const after = since(now, REGISTRATION_WINDOW_MINUTES);
  const [overall, fromAddress] = await Promise.all([
    countSince(db, ALL_REGISTRATIONS_KEY, after),
    address ? countSince(db, registrationKey(address), after) : 0,
  ]);
  const retryAfter = { "retry-after": String(REGISTRATION_WINDOW_MINUTES * 60) };
  if (fromAddress >= MAX_REGISTRATIONS_PER_ADDRESS)
    throw new AppError("rate_limited", REGISTRATION_LIMITED_MESSAGE, { headers: retryAfter });
  if (overall >= MAX_REGISTRATIONS_OVERALL)
    throw new AppError("rate_limited", REGISTRATION_BUSY_MESSAGE, { headers: retryAfter });
  const keys = [ALL_REGISTRATIONS_KEY, ...(address ? [registrationKey(address)] : [])];
  await db.signInAttempt.createMany({ data: keys.map((key) => ({ key })) });
}
