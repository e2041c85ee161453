/**
 * The kinds of card a secretary decides about before closing (docs/screens-and-api.md#closing-with-everything-in-view),
 * in the order the close dialog lists them.
 */
export const CARD_DECISIONS = ["noScore", "incomplete", "disagreement", "unsigned"] as const;
export type CardDecision = (typeof CARD_DECISIONS)[number];

/** The words of each kind, the same in the close dialog, the event page and the close endpoint's refusal. */
export const CARD_DECISION_LABELS: Record<CardDecision, string> = {
  noScore: "No score at all",
  incomplete: "Not finished",
  disagreement: "Player and marker disagree",
  unsigned: "Not signed or attested",
};

/** What closing then does with such a card, said beside its box. */
export const CARD_DECISION_OUTCOMES: Record<CardDecision, string> = {
  noScore: "They finish without points or a handicap change.",
  incomplete: "They are ranked on the points of the holes entered; a hole not entered scores 0.",
  disagreement: "The score shown on the card stands.",
  unsigned: "Their scores stand as entered.",
};
