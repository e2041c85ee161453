import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { type NotificationKind, notificationKindSchema } from "@/lib/validation/notifications";
import { env } from "../env";

const sign = (body: string) =>
  createHmac("sha256", `unsubscribe:${env.NEXTAUTH_SECRET ?? ""}`)
    .update(body)
    .digest("base64url");

/**
 * The token of an email's one-click unsubscribe link: whose and which kind, signed by the server, so the link
 * works without signing in and cannot be forged for someone else. It never expires: an old email's link still works.
 */
export function unsubscribeToken(userId: string, kind: NotificationKind): string {
  const body = Buffer.from(`${userId}:${kind}`).toString("base64url");
  return `${body}.${sign(body)}`;
}

export function readUnsubscribeToken(token: string): { userId: string; kind: NotificationKind } | null {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(body));
  const actual = Buffer.from(signature);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const [userId, kind] = Buffer.from(body, "base64url").toString("utf8").split(":");
  const parsedKind = notificationKindSchema.safeParse(kind);
  if (!userId || !parsedKind.success) return null;
  return { userId, kind: parsedKind.data };
}

export const unsubscribeUrl = (appUrl: string, userId: string, kind: NotificationKind) =>
  new URL(`/unsubscribe/${unsubscribeToken(userId, kind)}`, appUrl).toString();
