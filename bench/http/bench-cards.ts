// The cards the save benchmarks write: the bench society's open event, each card with an API token of its player,
// made on a connection of the benchmark's own before the app starts (PGlite serves one process at a time).
import { createApiToken } from "../../lib/server/db/api-tokens";
import type { OpenDatabase } from "../../lib/server/db/infra/open";

export type BenchCard = { cardId: string; userId: string; playerId: string; token: string };

export async function readOpenEventCards(sql: OpenDatabase): Promise<BenchCard[]> {
  const cards = await sql.connection.query<{ cardId: string; userId: string; playerId: string }>(
    `SELECT sc."id" AS "cardId", p."userId", p."id" AS "playerId"
       FROM "Event" e JOIN "Sweep" s ON s."id" = e."sweepId" JOIN "Entry" en ON en."eventId" = e."id"
       JOIN "Scorecard" sc ON sc."entryId" = en."id" JOIN "Player" p ON p."id" = en."playerId"
      WHERE s."name" = 'Ten Seasons Society' AND e."closedAt" IS NULL ORDER BY sc."id"`,
  );
  const withTokens: BenchCard[] = [];
  for (const card of cards)
    withTokens.push({ ...card, token: (await createApiToken(sql.prisma, card.userId, "bench")).token });
  return withTokens;
}
