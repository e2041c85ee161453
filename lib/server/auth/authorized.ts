import "server-only";

// Ids that a guard of guards.ts has checked for the current caller. Data functions take these types, so a
// query that skipped its guard does not compile; only guards.ts (and the demo seed) may create them.

declare const authorizedSweep: unique symbol;
export type AuthorizedSweepId = string & { readonly [authorizedSweep]: true };

export type SweepRole = "member" | "admin" | "owner";
export type SweepAccess = { sweepId: AuthorizedSweepId; role: SweepRole; playerId: string };
