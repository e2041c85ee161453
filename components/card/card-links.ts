import { checkedRoute } from "../layout/routes";

type CardRef = { sweepId: string; eventId: string; cardId: string };

/** The newer family's card page; `?mark` opens it with the keypad shown, for an admin who chose Mark card. */
export const cardHref = ({ sweepId, eventId, cardId }: CardRef, { mark = false } = {}) =>
  checkedRoute(`/sweeps/${sweepId}/events/${eventId}/cards/${cardId}${mark ? "?mark" : ""}`);

/** The older family's pages (docs/screens-and-api.md#playing-and-marking-a-card): the card, its mark screen, and playing an event. */
export const classicCardHref = (cardId: string) => checkedRoute(`/scorecard/${cardId}`);
export const classicMarkHref = (cardId: string) => checkedRoute(`/scorecard/enter/${cardId}`);
export const playHref = (eventId: string) => checkedRoute(`/event/play/${eventId}`);
