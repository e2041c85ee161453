// The live leaderboard is built once per change of the field for every app process on the database: processes that
// ask at the same moment wait for the one build and read what it stored, and a new fingerprint builds again.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { AuthorizedEventId } from "@/lib/server/auth/authorized";
import { db } from "@/lib/server/db/infra/client";
import { getEventLeaderboard } from "@/lib/server/db/leaderboards";
import { buildOncePerChange } from "@/lib/server/db/shared-leaderboards";
import type { EventLeaderboardDto } from "@/lib/validation/results";
import { addTestScores, createSweepFixture } from "../factories";

async function scoredBoard() {
  const fixture = await createSweepFixture(db);
  await addTestScores(db, fixture.cards.member, [4, 5, 3]);
  const eventId = fixture.event.id as AuthorizedEventId;
  const board = await getEventLeaderboard(db, eventId);
  if (!board) throw new Error("The fixture's event has no leaderboard.");
  return { eventId, board };
}

/** A build that takes a moment, as a real one does, and counts how often it ran. */
function countedBuild(board: EventLeaderboardDto) {
  const counter = { builds: 0 };
  const build = async () => {
    counter.builds += 1;
    await new Promise((resolve) => setTimeout(resolve, 150));
    return board;
  };
  return { counter, build };
}

describe("the live leaderboard shared by every process", () => {
  it("is built once when processes ask under the same fingerprint at the same moment", async () => {
    const { eventId, board } = await scoredBoard();
    const { counter, build } = countedBuild(board);

    const answers = await Promise.all([
      buildOncePerChange(db, eventId, "field-a", build),
      buildOncePerChange(db, eventId, "field-a", build),
      buildOncePerChange(db, eventId, "field-a", build),
    ]);

    expect(counter.builds).toBe(1);
    for (const answer of answers) expect(answer).toEqual(board);
    expect(await buildOncePerChange(db, eventId, "field-a", build)).toEqual(board);
    expect(counter.builds).toBe(1);
  });

  it("is built again when the field's fingerprint has moved on", async () => {
    const { eventId, board } = await scoredBoard();
    const { counter, build } = countedBuild(board);

    await buildOncePerChange(db, eventId, "field-a", build);
    await buildOncePerChange(db, eventId, "field-b", build);

    expect(counter.builds).toBe(2);
    const stored = await db.builtLeaderboard.findUniqueOrThrow({ where: { eventId } });
    expect(stored.fingerprint).toBe("field-b");
  });

  it("builds again over a stored board whose shape this version does not read", async () => {
    const { eventId, board } = await scoredBoard();
    await db.builtLeaderboard.upsert({
      where: { eventId },
      create: { eventId, fingerprint: "field-a", leaderboard: { rows: "an older shape" } },
      update: { fingerprint: "field-a", leaderboard: { rows: "an older shape" } },
    });
    const { counter, build } = countedBuild(board);

    expect(await buildOncePerChange(db, eventId, "field-a", build)).toEqual(board);
    expect(counter.builds).toBe(1);
  });

  it("stores nothing when the build fails, so the next asker builds", async () => {
    const { eventId, board } = await scoredBoard();
    const failing = () => Promise.reject(new Error("the database went away mid-build"));

    await expect(buildOncePerChange(db, eventId, "field-c", failing)).rejects.toThrow("went away");
    const { counter, build } = countedBuild(board);
    expect(await buildOncePerChange(db, eventId, "field-c", build)).toEqual(board);
    expect(counter.builds).toBe(1);
  });

  it("still answers with the board when the database will not keep it", async () => {
    const { board } = await scoredBoard();
    const unknownEvent = randomUUID() as AuthorizedEventId;
    const { counter, build } = countedBuild(board);

    expect(await buildOncePerChange(db, unknownEvent, "field-a", build)).toEqual(board);
    expect(counter.builds).toBe(1);
    expect(await db.builtLeaderboard.count({ where: { eventId: unknownEvent } })).toBe(0);
  });

  it("is stored by every leaderboard read, for the other processes to use", async () => {
    const { eventId, board } = await scoredBoard();
    const stored = await db.builtLeaderboard.findUniqueOrThrow({ where: { eventId } });

    expect(stored.leaderboard).toEqual(board);
    expect(board.rows.find((row) => row.thru === 3)?.totalPoints).toBeGreaterThan(0);
  });
});
