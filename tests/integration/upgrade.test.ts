import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { decodeBackup } from "@/lib/server/db/infra/backup-file";
import { applyMigrations, readMigrations } from "@/lib/server/db/infra/migrations";
import { openDatabase } from "@/lib/server/db/infra/open";
import { upgradeDatabase } from "@/lib/server/db/infra/upgrade";
import { type ScratchDatabase, createScratchDatabase } from "./scratch-database";

const kind = process.env.DATABASE_URL ? "postgresql" : "embedded";
const ids = {
  user: "00000000-0000-4000-8000-000000000001",
  owner: "00000000-0000-4000-8000-000000000002",
  sweep: "00000000-0000-4000-8000-000000000003",
  course: "00000000-0000-4000-8000-000000000004",
  event: "00000000-0000-4000-8000-000000000005",
  entry: "00000000-0000-4000-8000-000000000006",
  card: "00000000-0000-4000-8000-000000000007",
};
const pars = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
const grosses = [5, 4, 3, 6, 4, 5, 3, 4, 5, 4, 5, 4, 5, 4, 4, 3, 5, 6];

// A society as the first released schema stored it: its owner, a course, a closed and drawn event, a full card,
// a handicap and an order-of-merit result.
const SOCIETY_AT_FIRST_MIGRATION = `
INSERT INTO "User" ("id", "email", "firstName", "lastName", "passwordHash")
  VALUES ('${ids.user}', 'owner@example.org', 'Ada', 'Bunker', 'hash');
INSERT INTO "Player" ("id", "userId", "fullName") VALUES ('${ids.owner}', '${ids.user}', 'Ada Bunker');
INSERT INTO "Sweep" ("id", "name", "ownerId", "oomRules", "handicapRules")
  VALUES ('${ids.sweep}', 'Sunday Sweep', '${ids.owner}', '{}', '{}');
INSERT INTO "SweepMember" ("id", "sweepId", "playerId", "approved", "isAdmin", "approvedAt")
  VALUES (gen_random_uuid(), '${ids.sweep}', '${ids.owner}', true, true, now());
INSERT INTO "Course" ("id", "name") VALUES ('${ids.course}', 'Links');
INSERT INTO "CourseHole" ("id", "courseId", "number", "par", "index")
  SELECT gen_random_uuid(), '${ids.course}', n, (ARRAY[${pars.join(",")}])[n], n FROM generate_series(1, 18) n;
INSERT INTO "Event" ("id", "sweepId", "courseId", "date", "drawn", "complete", "closedAt")
  VALUES ('${ids.event}', '${ids.sweep}', '${ids.course}', '2026-06-07', true, true, now());
INSERT INTO "Entry" ("id", "eventId", "playerId", "group") VALUES ('${ids.entry}', '${ids.event}', '${ids.owner}', 1);
INSERT INTO "Scorecard" ("id", "entryId", "eventHandicap") VALUES ('${ids.card}', '${ids.entry}', 12);
INSERT INTO "Score" ("id", "scorecardId", "holeNumber", "gross", "updatedAt")
  SELECT gen_random_uuid(), '${ids.card}', n, (ARRAY[${grosses.join(",")}])[n], now() FROM generate_series(1, 18) n;
INSERT INTO "HandicapEntry" ("id", "playerId", "sweepId", "exactTenths", "playingHandicap", "eventId")
  VALUES (gen_random_uuid(), '${ids.owner}', '${ids.sweep}', 118, 12, '${ids.event}');
INSERT INTO "OomResult" ("id", "eventId", "playerId", "position", "points")
  VALUES (gen_random_uuid(), '${ids.event}', '${ids.owner}', 1, 25);
`;

let scratch: ScratchDatabase;
afterAll(() => scratch?.remove());

describe("upgrading from the first released migration", () => {
  it(`backs up, migrates ${kind} to the current schema and keeps the society's data`, async () => {
    scratch = await createScratchDatabase(kind);
    // In memory when embedded: on disk, each migration's sync takes seconds on a busy machine.
    const database = kind === "embedded" ? await openDatabase({ pgliteDataDir: "memory://" }) : await scratch.open();
    const [first, ...later] = readMigrations();
    await applyMigrations(database.connection, [first!]);
    await database.connection.exec(SOCIETY_AT_FIRST_MIGRATION);

    const { applied, backupFile } = await upgradeDatabase(database.connection, database.backupSource, {
      dir: `${scratch.folder}/backups`,
      keep: 5,
    });
    expect(applied).toEqual(later.map((m) => m.name));
    expect(decodeBackup(fs.readFileSync(backupFile!), "backup").header.lastMigration).toBe(first!.name);

    const sweep = await database.prisma.sweep.findUniqueOrThrow({
      where: { id: ids.sweep },
      include: { owner: { include: { user: true } }, courses: { include: { holes: true } } },
    });
    expect(sweep.name).toBe("Sunday Sweep");
    expect(sweep.owner.user?.email).toBe("owner@example.org");
    expect(sweep.courses.map((course) => course.id)).toEqual([ids.course]);
    expect(sweep.courses[0]!.holes.sort((a, b) => a.number - b.number).map((hole) => hole.par)).toEqual(pars);

    const card = await database.prisma.scorecard.findUniqueOrThrow({
      where: { id: ids.card },
      include: { scores: true, entry: { include: { event: true } } },
    });
    expect(card.scores.sort((a, b) => a.holeNumber - b.holeNumber).map((score) => score.gross)).toEqual(grosses);
    expect(card.eventHandicap).toBe(12);
    // Drawn before the upgrade, so the migration records the handicap the draw gave the card.
    expect(card.drawnHandicap).toBe(12);
    expect(card.entry.event.closedAt).not.toBeNull();

    const handicap = await database.prisma.handicapEntry.findFirstOrThrow({ where: { playerId: ids.owner } });
    expect(handicap).toMatchObject({ exactTenths: 118, playingHandicap: 12, withdrawnAt: null });
    const result = await database.prisma.oomResult.findFirstOrThrow({ where: { eventId: ids.event } });
    expect(result).toMatchObject({ position: 1, points: 25 });

    const again = await upgradeDatabase(database.connection, database.backupSource, {
      dir: `${scratch.folder}/backups`,
      keep: 5,
    });
    expect(again).toEqual({ applied: [], backupFile: undefined });
    await database.close();
  }, 240_000);
});
