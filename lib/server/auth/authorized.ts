// Ids that a guard of guards.ts has checked for the current caller. Data functions take these types, so a
// query that skipped its guard does not compile; only guards.ts (and the demo seed) may create them.

declare const authorizedSweep: unique symbol;
export type AuthorizedSweepId = string & { readonly [authorizedSweep]: true };

declare const authorizedEvent: unique symbol;
export type AuthorizedEventId = string & { readonly [authorizedEvent]: true };

declare const authorizedCard: unique symbol;
export type AuthorizedCardId = string & { readonly [authorizedCard]: true };

export type SweepRole = "member" | "admin" | "owner";
/**
 * What a guard may require: a role, or the treasurer's standing (docs/money-rules.md#the-treasurer), which a member the
 * owner appointed holds beside their role, as the owner and admins do; it grants the money's writes and reads only.
 */
export type SweepNeed = SweepRole | "treasurer";
export type SweepAccess = { sweepId: AuthorizedSweepId; role: SweepRole; playerId: string };

export type EventAccess = SweepAccess & { eventId: AuthorizedEventId; isComplete: boolean };

/** How the caller stands to one scorecard: its player, the player's marker, or another member of the sweep. */
export type CardRelation = "player" | "marker" | "member";
/** view: any member of the sweep; mark: the card's player, their marker or an admin; admin: admins only. */
export type CardNeed = "view" | "mark" | "admin";
export type CardAccess = EventAccess & { cardId: AuthorizedCardId; relation: CardRelation };
