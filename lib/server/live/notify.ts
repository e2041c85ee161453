import "server-only";
import type { LiveChange } from "@/lib/validation/live";
import type { Db } from "../db/infra/client";
import type { AccessNotice } from "./access-notice";

/** The PostgreSQL channel that writes NOTIFY and every app process LISTENs on. */
export const LIVE_CHANNEL = "sweeps_live";

/**
 * Announces a change inside the write's own transaction: PostgreSQL delivers a NOTIFY only when its transaction
 * commits and drops it on rollback, so no stream ever hears of a score that did not land.
 */
async function announce(tx: Db, change: LiveChange | AccessNotice): Promise<void> {
  await tx.$executeRaw`SELECT pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(change)})`;
}

/** A card of the event changed: one hole's gross, or the card as a whole (`hole` null). `version` is the card's new one. */
export function notifyCardChanged(
  tx: Db,
  change: { eventId: string; cardId: string; hole: number | null; version: number },
): Promise<void> {
  return announce(tx, { type: "card", ...change });
}

/** The event was closed or reopened. */
export function notifyEventChanged(tx: Db, change: { eventId: string; change: "closed" | "reopened" }): Promise<void> {
  return announce(tx, { type: "event", ...change });
}

type AccessChange = {
  [Scope in AccessNotice["scope"]]: Omit<Extract<AccessNotice, { scope: Scope }>, "type">;
}[AccessNotice["scope"]];

/**
 * Someone may have lost access: the user's credentials changed, a membership ended, an event was deleted. Each
 * process's open streams that it concerns check their caller again (./event-stream.ts) and close when refused.
 * PostgreSQL delivers identical notices of one transaction once, so announcing twice costs nothing.
 */
export function notifyAccessChanged(tx: Db, change: AccessChange): Promise<void> {
  return announce(tx, { type: "access", ...change });
}
