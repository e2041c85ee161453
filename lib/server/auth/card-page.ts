import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { z } from "zod";
import type { PlayDto, ScorecardDto } from "@/lib/validation/scorecards";
import { db } from "../db/infra/client";
import { readPlayDto, readScorecardDto } from "../db/scorecards";
import { AppError } from "../errors";
import { requireCardAccess, requireEventRole } from "./guards";
import { requirePageUser, type SessionUser } from "./session";

export type CardPage = { user: SessionUser } & ({ card: ScorecardDto } | { card: null; refusal: string });
export type PlayPage = { user: SessionUser } & ({ play: PlayDto } | { play: null; refusal: string });

/** Runs a guarded read: 404 for what does not exist, the guard's reason for someone outside the sweep. */
async function guarded<T>(read: () => Promise<T>): Promise<{ value: T } | { refusal: string }> {
  try {
    return { value: await read() };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "not_found") notFound();
    if (error.code === "forbidden") return { refusal: error.message };
    throw error;
  }
}

/**
 * Page guard for a scorecard's pages: signed in (else to login), the card exists (else 404), and the card as its
 * API serves it (a card without score rows gets its empty ones, docs/screens-and-api.md#playing-and-marking-a-card), or the refusal for someone outside the
 * sweep. Viewing needs membership; whether the keypad shows is the card's own viewer rights.
 */
export const loadCardPage = cache(async (cardId: string): Promise<CardPage> => {
  const user = await requirePageUser();
  if (!z.uuid().safeParse(cardId).success) notFound();
  const result = await guarded(async () => readScorecardDto(db, await requireCardAccess(user, cardId, "view")));
  return "value" in result ? { user, card: result.value } : { user, card: null, refusal: result.refusal };
});

/** A card's page under its event's address (sweeps/{sweepId}/events/{eventId}/cards/{cardId}): 404 for another event's card. */
export const loadEventCardPage = cache(async (sweepId: string, eventId: string, cardId: string): Promise<CardPage> => {
  const page = await loadCardPage(cardId);
  if (page.card && (page.card.eventId !== eventId || page.card.sweepId !== sweepId)) notFound();
  return page;
});

/** Page guard for event/play/{id}: the caller's own card, the card they mark and their group. */
export const loadPlayPage = cache(async (eventId: string): Promise<PlayPage> => {
  const user = await requirePageUser();
  if (!z.uuid().safeParse(eventId).success) notFound();
  const result = await guarded(async () => readPlayDto(db, await requireEventRole(user, eventId, "member")));
  return "value" in result ? { user, play: result.value } : { user, play: null, refusal: result.refusal };
});
