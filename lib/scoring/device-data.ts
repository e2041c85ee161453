import { countWaitingSaves as countOutbox, deleteScoringDatabase } from "./outbox";

/** The service worker's cache of scoring pages (app/sw.ts): another person's cards once this one signs out. */
const SCORING_PAGES_CACHE = "scoring-pages";

/** Saves on this device that the server has not confirmed yet. */
export async function countWaitingSaves(): Promise<number> {
  if (typeof indexedDB === "undefined") return 0;
  return countOutbox();
}

/**
 * Forgets what scoring left on this device (the outbox, the stored cards, the cached card pages), so that on a
 * shared phone the next person to sign in neither sees nor sends the previous person's scores.
 */
export async function forgetScoringData(): Promise<void> {
  if (typeof indexedDB !== "undefined") await deleteScoringDatabase();
  if (typeof caches !== "undefined") await caches.delete(SCORING_PAGES_CACHE);
}
