/**
 * Notices are answered after a random delay in this window, one refetch per key for all the notices it gathered:
 * on a golf day (40 players saving every few seconds, hundreds of open leaderboards) refetching on every notice,
 * all at the same instant, queues the very saves being watched behind the reads.
 */
export const REFETCH_WINDOW_MS = { min: 300, max: 1_200 } as const;
