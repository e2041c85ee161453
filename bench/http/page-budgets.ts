// How much JavaScript a page may make a phone download before it works, as a ratio to the floor: Next's own
// `/_global-error` page in the same build, the least this stack ships. Ratios rather than kilobytes, so that a
// framework upgrade moves the floor and the budgets with it while a page's own growth still shows.

export const FLOOR_ROUTE = "/_global-error";

/** The screens a golfer holds on the course, on one bar of signal: they get the tightest budget. */
export const ROUND_ROUTES = new Set([
  "/event/play/[eventId]",
  "/sweeps/[sweepId]/events/[eventId]/cards/[cardId]",
  "/scorecard/[cardId]",
  "/scorecard/enter/[cardId]",
]);

export const ROUND_PAGE_BUDGET = 1.15;
export const PAGE_BUDGET = 1.4;

export const budgetOf = (route: string) => (ROUND_ROUTES.has(route) ? ROUND_PAGE_BUDGET : PAGE_BUDGET);
