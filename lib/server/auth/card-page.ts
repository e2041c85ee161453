import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { z } from "zod";
import type { CourseYards } from "@/lib/courses/tee-yards";
import type { PlayDto, ScorecardDto } from "@/lib/validation/scorecards";
import { readEventCourseYards } from "../db/courses";
import { db } from "../db/infra/client";
import { readPlayDto, readScorecardDto } from "../db/scorecards";
import { AppError } from "../errors";
import { requireCardAccess, requireEventRole } from "./guards";
import { requirePageUser, type SessionUser } from "./session";

export type CardPage = { user: SessionUser } & (
  { card: ScorecardDto; courseYards: CourseYards } | { card: null; refusal: string }
);
export type PlayPage = { user: SessionUser } & (
  { play: PlayDto; courseYards: CourseYards } | { play: null; refusal: string }
);

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
 * API serves it (a card without score rows gets its empty ones, docs/screens-and-api.md#playing-and-marking-a-card)
 * with its course's yards, or the refusal for someone outside the sweep. Viewing needs membership; whether the keypad
 * shows is the card's own viewer rights.
 */
export const loadCardPage = cache(async (cardId: string): Promise<CardPage> => {
  const user = await requirePageUser();
  if (!z.uuid().safeParse(cardId).success) notFound();
  const result = await guarded(async () => {
    const access = await requireCardAccess(user, cardId, "view");
    return Promise.all([readScorecardDto(db, access), readEventCourseYards(db, access.eventId)]);
  });
  if (!("value" in result)) return { user, card: null, refusal: result.refusal };
  const [card, courseYards] = result.value;
  return { user, card, courseYards };
});

/** A card's page under its event's address (sweeps/{sweepId}/events/{eventId}/cards/{cardId}): 404 for another event's card. */
export const loadEventCardPage = cache(async (sweepId: string, eventId: string, cardId: string): Promise<CardPage> => {
  const page = await loadCardPage(cardId);
  if (page.card && (page.card.eventId !== eventId || page.card.sweepId !== sweepId)) notFound();
  return page;
});

/** Page guard for event/play/{id}: the caller's own card, the card they mark and their group, and the course's yards. */
export const loadPlayPage = cache(async (eventId: string): Promise<PlayPage> => {
  const user = await requirePageUser();
  if (!z.uuid().safeParse(eventId).success) notFound();
  const result = await guarded(async () => {
    const access = await requireEventRole(user, eventId, "member");
    return Promise.all([readPlayDto(db, access), readEventCourseYards(db, access.eventId)]);
  });
  if (!("value" in result)) return { user, play: null, refusal: result.refusal };
  const [play, courseYards] = result.value;
  return { user, play, courseYards };
});
