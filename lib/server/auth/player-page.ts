import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { z } from "zod";
import { db } from "../db/infra/client";
import { playerExists } from "../db/players";
import { requirePageUser, type SessionUser } from "./session";

/**
 * Page guard for a player's page: signed in (else to login) and the player exists (else 404). Whether a player
 * exists is no secret from a signed-in user: GET /api/players/{playerId} answers 403 for one outside their sweeps.
 */
export const loadPlayerPage = cache(async (playerId: string): Promise<{ user: SessionUser }> => {
  const user = await requirePageUser();
  if (!z.uuid().safeParse(playerId).success || !(await playerExists(db, playerId))) notFound();
  return { user };
});
