import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { z } from "zod";
import type { SweepHeaderDto } from "@/lib/validation/sweeps";
import { db } from "../db/infra/client";
import { getSweep } from "../db/sweeps";
import type { SweepAccess, SweepRole } from "./authorized";
import { accessFromSweepHeader } from "./guards";
import { requirePageUser, type SessionUser } from "./session";

export type SweepPage = { user: SessionUser; sweep: SweepHeaderDto; access: SweepAccess | null };

/**
 * Page guard for a sweep's pages: signed in (else to login), the sweep exists (else 404), and the caller's
 * access, or null when they may not see inside it, so the page can offer to join instead. One query, once
 * per request however many layouts and pages ask.
 */
export const loadSweepPage = cache(async (sweepId: string, needed: SweepRole = "member"): Promise<SweepPage> => {
  const user = await requirePageUser();
  if (!z.uuid().safeParse(sweepId).success) notFound();
  const sweep = await getSweep(db, sweepId, user.playerId);
  if (!sweep) notFound();
  return { user, sweep, access: accessFromSweepHeader(sweep, user, needed) };
});
