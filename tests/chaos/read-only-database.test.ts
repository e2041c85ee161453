// The database turned read-only under the app (a replica promoted the wrong way, a full disk's emergency setting):
// every write is refused with a 503 problem+json that says nothing was saved, reads keep working, nothing is left
// half-written, and once writes are allowed again the same save (same Idempotency-Key) goes through, once.
import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiToken } from "@/lib/server/db/api-tokens";
import type { RootDb } from "@/lib/server/db/infra/client";
import { type AppServer, startAppServer } from "./app-server";
import { CHAOS_SECRET, chaosDatabaseName, openChaosDb, sql } from "./chaos-env";
import { type Answer, createGolfDay, faultOf503, type GolfDay, type Player, send } from "./golf-day";

const NOTHING_SAVED = /not accepting changes.*nothing was saved/;

let db: RootDb;
let app: AppServer;
let day: GolfDay;

/**
 * Sets the scratch database's default for new sessions, from the maintenance database (a read-only session could
 * not change it back), and ends the app's sessions so that its pool reconnects under the new default.
 */
async function setReadOnly(readOnly: boolean): Promise<void> {
  const name = chaosDatabaseName();
  await sql(`ALTER DATABASE "${name}" SET default_transaction_read_only = ${readOnly ? "on" : "off"}`, [], "postgres");
  await sql(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
    [name],
    "postgres",
  );
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function sessionCookie(player: Player): Promise<Record<string, string>> {
  const token = await encode({
    token: {
      sub: player.user.id,
      playerId: player.user.playerId,
      name: player.user.name,
      email: player.user.email,
      sessionVersion: 0,
    },
    secret: CHAOS_SECRET,
  });
  return { cookie: `next-auth.session-token=${token}` };
}

function putScore(player: Player, hole: number, gross: number, version: number, key: string): Promise<Answer> {
  return send(`PUT hole ${hole}`, `${app.url}/api/cards/${player.cardId}/scores/${player.scoreIds[hole - 1]}`, {
    method: "PUT",
    headers: { ...bearer(player.token), "content-type": "application/json", "idempotency-key": key },
    body: JSON.stringify({ gross, hole, version }),
  });
}

/** Sends until the answer is no longer the one a dropped connection gives (the pool reconnecting), at most 5 s. */
async function settled(request: () => Promise<Answer>, isSettled: (answer: Answer) => boolean): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const deadline = Date.now() + 5_000; Date.now() < deadline;) {
    const answer = await request();
    answers.push(answer);
    if (isSettled(answer)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return answers;
}

const isReadOnlyRefusal = (answer: Answer) => answer.status === 503 && NOTHING_SAVED.test(answer.body ?? "");
const cardHistory = (cardId: string) =>
  sql<{ count: number }>(`SELECT count(*)::int AS "count" FROM "CardChange" WHERE "scorecardId" = $1`, [cardId]).then(
    ([row]) => row!.count,
  );

beforeAll(async () => {
  db = openChaosDb();
  day = await createGolfDay(db, 2);
  app = await startAppServer();
});

afterAll(async () => {
  await setReadOnly(false);
  await app?.stop();
  await db?.$disconnect();
});

describe("a read-only database", () => {
  it("refuses writes with a clear 503, keeps reads working, and takes the same save once writes return", async () => {
    const [player, other] = day.players as [Player, Player];
    expect((await putScore(player, 1, 5, 0, randomUUID())).status).toBe(200);
    const freshToken = (await createApiToken(db, other.user.id, "Never used yet")).token;
    const historyBefore = await cardHistory(player.cardId);

    await setReadOnly(true);
    const key = randomUUID();
    const saves = await settled(() => putScore(player, 2, 4, 0, key), isReadOnlyRefusal);
    expect(saves.map((answer) => answer.status)).toEqual(saves.map(() => 503));
    expect(saves.map(faultOf503).filter(Boolean)).toEqual([]);
    expect(isReadOnlyRefusal(saves.at(-1)!), saves.at(-1)?.body).toBe(true);
    const newSweep = await send("POST createSweep", `${app.url}/api/sweeps/createSweep`, {
      method: "POST",
      headers: { ...bearer(other.token), "content-type": "application/json" },
      body: JSON.stringify({ name: "Founded on a read-only day" }),
    });
    expect(isReadOnlyRefusal(newSweep), newSweep.body).toBe(true);

    const reads = [
      await send("GET leaderboard (session)", `${app.url}/api/leaderboard/${day.eventId}`, {
        headers: await sessionCookie(player),
      }),
      await send("GET card (session)", `${app.url}/api/scorecards/${player.cardId}`, {
        headers: await sessionCookie(player),
      }),
      await send("GET card (token)", `${app.url}/api/scorecards/${player.cardId}`, { headers: bearer(player.token) }),
      await send("GET leaderboard (a token's first use)", `${app.url}/api/leaderboard/${day.eventId}`, {
        headers: bearer(freshToken),
      }),
    ];
    expect(reads.map((answer) => `${answer.label}: ${answer.status}`)).toEqual(
      reads.map((answer) => `${answer.label}: 200`),
    );

    expect(await cardHistory(player.cardId)).toBe(historyBefore);
    expect(await sql(`SELECT 1 FROM "IdempotentWrite" WHERE "key" = $1`, [key])).toEqual([]);
    expect(await sql(`SELECT 1 FROM "Sweep" WHERE "name" = 'Founded on a read-only day'`)).toEqual([]);

    await setReadOnly(false);
    const retried = await settled(
      () => putScore(player, 2, 4, 0, key),
      (answer) => answer.status !== 503,
    );
    expect(retried.at(-1)?.status, retried.at(-1)?.body).toBe(200);
    expect(await sql(`SELECT 1 FROM "CardChange" WHERE "idempotencyKey" = $1`, [key])).toHaveLength(1);
    expect(await cardHistory(player.cardId)).toBe(historyBefore + 1);
  });
});
