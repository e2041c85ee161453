import { checkedRoute } from "../layout/routes";

type CardRef = { sweepId: string; eventId: string; cardId: string };

/** The newer family's card page. */
export const cardHref = ({ sweepId, eventId, cardId }: CardRef) => checkedRoute(`/sweeps/${sweepId}/events/${eventId}/cards/${cardId}`);

/** The older family's pages (spec §2.4): the card, its mark screen, and playing an event. */
export const classicCardHref = (cardId: string) => checkedRoute(`/scorecard/${cardId}`);
export const classicMarkHref = (cardId: string) => checkedRoute(`/scorecard/enter/${cardId}`);
export const playHref = (eventId: string) => checkedRoute(`/event/play/${eventId}`);
