import "server-only";
import { env } from "../env";

/** Where mail goes out, who sends it, and the app's own address for the links in it. */
export type MailSettings = {
  smtpUrl: string;
  from: string;
  appUrl: string;
  /** The first retry's gap after the mail server refused (SEND_RETRIES); tests shorten it. */
  retryDelaySeconds?: number;
};

const holder = globalThis as typeof globalThis & { sweepsMail?: MailSettings | null };

/**
 * The process's mail settings, or null when SMTP_URL or MAIL_FROM is unset: then notifications are off, nothing is
 * queued, and the screens that would send say so. Tests install their own mail server's settings on globalThis.
 */
export function mailSettings(): MailSettings | null {
  if (holder.sweepsMail !== undefined) return holder.sweepsMail;
  if (!env.SMTP_URL || !env.MAIL_FROM) return null;
  return { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, appUrl: env.NEXTAUTH_URL ?? "http://localhost:3000" };
}
