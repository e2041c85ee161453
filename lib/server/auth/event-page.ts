import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { z } from "zod";
import type { EventDto } from "@/lib/validation/events";
import { db } from "../db/infra/client";
import { getEventDetail } from "../db/events";
import { AppError } from "../errors";
import type { EventAccess } from "./authorized";
import { requireEventRole } from "./guards";
import { requirePageUser, type SessionUser } from "./session";

export type EventPage = { user: SessionUser } & (
  { access: EventAccess; event: EventDto } | { access: null; refusal: string }
);

/**
 * Page guard for an event's pages: signed in (else to login), the event exists (else 404), and the event as its
 * API serves it, or the guard's refusal for someone outside its sweep. Once per request however many ask.
 */
export const loadEventPage = cache(async (eventId: string): Promise<EventPage> => {
  const user = await requirePageUser();
  if (!z.uuid().safeParse(eventId).success) notFound();
  try {
    const access = await requireEventRole(user, eventId, "member");
    return { user, access, event: await getEventDetail(db, access) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "not_found") notFound();
    if (error.code === "forbidden") return { user, access: null, refusal: error.message };
    throw error;
  }
});

/**
 * An event's page under its sweep's address (sweeps/{sweepId}/events/{eventId}/…): also 404 when the event is of
 * another sweep, so an address names one event only. Someone outside the sweep gets the refusal, as above.
 */
export const loadSweepEventPage = cache(async (sweepId: string, eventId: string): Promise<EventPage> => {
  const page = await loadEventPage(eventId);
  if (page.access && page.event.sweepId !== sweepId) notFound();
  return page;
});
