import { AppError } from "../errors";
import type { Db } from "../db/client";

export const SIGN_IN_WINDOW_MINUTES = 15;
export const MAX_FAILED_SIGN_INS_PER_ACCOUNT = 5;
export const MAX_FAILED_SIGN_INS_PER_IP = 30;

const keysFor = (email: string, ip: string) => ({ account: `account:${email}`, ip: `ip:${ip}` });

/** Throws a 429 when an account or an IP address has failed too often within the window. */
export async function assertSignInAllowed(db: Db, email: string, ip: string, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - SIGN_IN_WINDOW_MINUTES * 60_000);
  const keys = keysFor(email, ip);
  const [byAccount, byIp] = await Promise.all([
    db.signInAttempt.count({ where: { key: keys.account, createdAt: { gte: since } } }),
    db.signInAttempt.count({ where: { key: keys.ip, createdAt: { gte: since } } }),
  ]);
  if (byAccount >= MAX_FAILED_SIGN_INS_PER_ACCOUNT || byIp >= MAX_FAILED_SIGN_INS_PER_IP) {
    throw new AppError(
      "rate_limited",
      `Too many failed sign-in attempts. Wait ${SIGN_IN_WINDOW_MINUTES} minutes and try again.`,
      undefined,
      { "retry-after": String(SIGN_IN_WINDOW_MINUTES * 60) },
    );
  }
}

export async function recordFailedSignIn(db: Db, email: string, ip: string): Promise<void> {
  const keys = keysFor(email, ip);
  await db.signInAttempt.createMany({ data: [{ key: keys.account }, { key: keys.ip }] });
}

export async function clearFailedSignIns(db: Db, email: string): Promise<void> {
  await db.signInAttempt.deleteMany({ where: { key: keysFor(email, "").account } });
}
