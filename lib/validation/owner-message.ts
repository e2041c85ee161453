/** The longest message an owner may send to every member (POST /api/sweeps/{sweepId}/messages); no zod, for the form. */
export const OWNER_MESSAGE_MAX = 2_000;
