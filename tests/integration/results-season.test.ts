// The season's tables against docs/golf-rules.md#test-vectors: the order of merit of vector (e) (double points, shared 5th,
// best N), a player's OOM progress, the top-five leaderboard vectors of docs/golf-rules.md#top-five-leaderboard (ties 1, 2, 2, 4 by name), and the
// CSV exports with their quoting and formula guard.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as resultsCsvRoute } from "@/app/api/events/results/[eventId]/csv/route";
import { GET as leaderboardCsvRoute } from "@/app/api/sweeps/[sweepId]/leaderboard/csv/route";
import { GET as leaderboardRoute } from "@/app/api/sweeps/[sweepId]/leaderboard/route";
import { GET as oomCsvRoute } from "@/app/api/sweeps/[sweepId]/order-of-merit/csv/route";
import { GET as oomRoute } from "@/app/api/sweeps/[sweepId]/order-of-merit/route";
import { GET as progressRoute } from "@/app/api/sweeps/[sweepId]/players/[playerId]/order-of-merit/route";
import { DEFAULT_OOM_RULES } from "@/lib/golf";
import { db } from "@/lib/server/db/infra/client";
import type { UserIdentity } from "@/lib/server/db/users";
import { leaderboardEntryDtoSchema, oomProgressDtoSchema, orderOfMeritDtoSchema } from "@/lib/validation/results";
import { createTestSweep, createTestUser, signedIn, type TestSweep } from "../factories";
import { grossForPoints } from "../unit/golf/fixtures";
import { callRoute, readProblem } from "./http";
import { addNamedMember, closeAs, createTestbrook, getAs, playField } from "./results-helpers";

/** Per-hole points on a ph-0 Testbrook card totalling `total`: twos, one more (or less) on the first holes. */
function cardOf(total: number): number[] {
  const step = total >= 36 ? 1 : -1;
  const points = new Array<number>(18).fill(2).map((p, hole) => (hole < Math.abs(total - 36) ? p + step : p));
  return grossForPoints(points);
}

async function readCsv(handler: Parameters<typeof callRoute>[0], params: Record<string, string>, as: UserIdentity) {
  const response = await callRoute(handler, { path: "/csv", params, as: signedIn(as) });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8; header=present");
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)], "a UTF-8 byte-order mark").toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(bytes);
  return { disposition: response.headers.get("content-disposition"), lines: text.split("\r\n") };
}

describe("order of merit: docs/golf-rules.md#vector-e-order-of-merit", () => {
  let sweep: TestSweep;
  let course: { id: string; name: string };
  const p: Record<string, UserIdentity> = {};
  const eventIds: string[] = [];

  beforeAll(async () => {
    sweep = await createTestSweep(db, { name: "Vector (e) Society" });
    course = await createTestbrook(sweep.id);
    for (const [first, last] of [
      ["Ann", "A"],
      ["Ben", "B"],
      ["Cat", "C"],
      ["Dev", "D"],
      ["Eli", "E"],
      ["Fay", "F"],
    ] as const) {
      p[last] = await addNamedMember(sweep.id, first, last);
    }
    const play = async (date: string, order: Array<[string, number]>, doublePoints = false) => {
      const { eventId } = await playField(
        sweep.id,
        course.id,
        order.map(([who, total]) => ({ user: p[who]!, eventHandicap: 0, gross: cardOf(total) })),
        {
          date,
          doublePoints,
        },
      );
      await closeAs(sweep.owner, eventId);
      eventIds.push(eventId);
    };
    await play("2026-04-01", [
      ["A", 41],
      ["B", 40],
      ["C", 39],
      ["D", 38],
      ["E", 37],
      ["F", 36],
    ]);
    await play(
      "2026-05-01",
      [
        ["C", 41],
        ["A", 40],
        ["D", 39],
        ["B", 38],
        ["E", 37],
      ],
      true,
    );
    await play("2026-06-01", [
      ["B", 41],
      ["D", 40],
      ["A", 39],
      ["C", 38],
      ["E", 30],
      ["F", 30],
    ]);
  });

  const oom = () => getAs(oomRoute, { sweepId: sweep.id }, p.F!, orderOfMeritDtoSchema);

  it("A and C share 1st on 33, then B 30, D 28, E 19.5, F 8.5 (played 2), with each event's position and points", async () => {
    const dto = await oom();
    expect(dto.bestN).toBeNull();
    expect(dto.events.map((event) => [event.date, event.doublePoints, event.finishers])).toEqual([
      ["2026-04-01", false, 6],
      ["2026-05-01", true, 5],
      ["2026-06-01", false, 6],
    ]);
    expect(
      dto.entries.map((entry) => [entry.position, entry.tied, entry.player.fullName, entry.totalPoints, entry.played]),
    ).toEqual([
      [1, true, "Ann A", 33, 3],
      [1, true, "Cat C", 33, 3],
      [3, false, "Ben B", 30, 3],
      [4, false, "Dev D", 28, 3],
      [5, false, "Eli E", 19.5, 3],
      [6, false, "Fay F", 8.5, 2],
    ]);
    expect(dto.entries[0]?.events.map((line) => [line.eventId, line.position, line.points, line.counted])).toEqual([
      [eventIds[0], 1, 10, true],
      [eventIds[1], 2, 16, true],
      [eventIds[2], 3, 7, true],
    ]);
    expect(dto.entries[5]?.events.map((line) => [line.position, line.points])).toEqual([
      [6, 4],
      [5, 4.5],
    ]);
  });

  it("under best 2 of 3 shows which events count: C 27, A 26, B and D 22, E 15, F 8.5", async () => {
    await db.sweep.update({ where: { id: sweep.id }, data: { oomRules: { ...DEFAULT_OOM_RULES, bestN: 2 } } });
    try {
      const dto = await oom();
      expect(dto.bestN).toBe(2);
      expect(dto.entries.map((entry) => [entry.position, entry.player.fullName, entry.totalPoints])).toEqual([
        [1, "Cat C", 27],
        [2, "Ann A", 26],
        [3, "Ben B", 22],
        [3, "Dev D", 22],
        [5, "Eli E", 15],
        [6, "Fay F", 8.5],
      ]);
      const ann = dto.entries.find((entry) => entry.player.id === p.A!.playerId)!;
      expect(ann.events.map((line) => line.counted)).toEqual([true, true, false]);
      const { lines } = await readCsv(oomCsvRoute, { sweepId: sweep.id }, p.A!);
      expect(lines[2]).toBe("2,Ann A,3,26,10,16,7 (not counted)");
    } finally {
      await db.sweep.update({ where: { id: sweep.id }, data: { oomRules: { ...DEFAULT_OOM_RULES } } });
    }
  });

  it("gives a player's position after each event, for the chart", async () => {
    const progress = (who: string) =>
      getAs(progressRoute, { sweepId: sweep.id, playerId: p[who]!.playerId }, p.B!, oomProgressDtoSchema);
    expect((await progress("A")).points.map((point) => [point.played, point.position, point.totalPoints])).toEqual([
      [true, 1, 10],
      [true, 2, 26],
      [true, 1, 33],
    ]);
    expect((await progress("F")).points.map((point) => [point.played, point.position, point.totalPoints])).toEqual([
      [true, 6, 4],
      [false, 6, 4],
      [true, 6, 8.5],
    ]);
    const stranger = await createTestUser(db);
    expect(
      await readProblem(
        await callRoute(progressRoute, {
          path: "/x",
          params: { sweepId: sweep.id, playerId: stranger.playerId },
          as: signedIn(sweep.owner),
        }),
      ),
    ).toMatchObject({ status: 404, detail: "The player was not found." });
  });

  it("exports the order of merit and an event's results as CSV", async () => {
    const oomCsv = await readCsv(oomCsvRoute, { sweepId: sweep.id }, p.C!);
    expect(oomCsv.disposition).toBe('attachment; filename="vector-e-society-order-of-merit.csv"');
    expect(oomCsv.lines.slice(0, 3)).toEqual([
      `Position,Player,Played,Points,2026-04-01 ${course.name},2026-05-01 ${course.name} (double points),2026-06-01 ${course.name}`,
      "T1,Ann A,3,33,10,16,7",
      "T1,Cat C,3,33,7,20,6",
    ]);
    expect(oomCsv.lines.at(-2)).toBe("6,Fay F,2,8.5,4,,4.5");
    expect(oomCsv.lines.at(-1)).toBe("");

    const results = await readCsv(resultsCsvRoute, { eventId: eventIds[2]! }, p.C!);
    expect(results.disposition).toBe(
      `attachment; filename="results-2026-06-01-${course.name.toLowerCase().replace(" ", "-")}.csv"`,
    );
    expect(results.lines[0]).toBe(
      "Position,Player,Guest,Handicap,Out,In,L6,L3,Points,Gross,Nett,Thru,OOM points,Countback",
    );
    expect(results.lines[1]).toBe("1,Ben B,,0,23,18,12,6,41,67,67,F,10,");
    expect(results.lines.slice(5, 7)).toEqual([
      "T5,Eli E,,0,12,18,12,6,30,78,78,F,4.5,tied on every countback: position shared",
      "T5,Fay F,,0,12,18,12,6,30,78,78,F,4.5,",
    ]);
  });

  it("answers 404 for an unknown sweep", async () => {
    const sweepId = "00000000-0000-4000-8000-000000000000";
    for (const route of [oomRoute, oomCsvRoute, leaderboardRoute, leaderboardCsvRoute]) {
      expect((await callRoute(route, { path: "/x", params: { sweepId }, as: signedIn(sweep.owner) })).status).toBe(404);
    }
  });
});

describe("order of merit: the latest events' columns (?events=latest)", () => {
  it("sends the latest 12 events' headings and lines of a longer season, every total and the count of events", async () => {
    const sweep = await createTestSweep(db, { name: "Long Season Society" });
    const course = await createTestbrook(sweep.id);
    const [ann, ben] = [await addNamedMember(sweep.id, "Ann", "A"), await addNamedMember(sweep.id, "Ben", "B")];
    const eventIds: string[] = [];
    for (let week = 1; week <= 13; week++) {
      const date = `2026-0${1 + Math.floor((week - 1) / 4)}-${String(1 + 7 * ((week - 1) % 4)).padStart(2, "0")}`;
      const { eventId } = await playField(
        sweep.id,
        course.id,
        [
          { user: ann, eventHandicap: 0, gross: cardOf(40) },
          { user: ben, eventHandicap: 0, gross: cardOf(30) },
        ],
        { date },
      );
      await closeAs(sweep.owner, eventId);
      eventIds.push(eventId);
    }
    const read = (query: string) =>
      callRoute(oomRoute, { path: `/x${query}`, params: { sweepId: sweep.id }, as: signedIn(ann) });

    const fullResponse = await read("");
    const full = orderOfMeritDtoSchema.parse(await fullResponse.clone().json());
    const latestResponse = await read("?events=latest");
    const latest = orderOfMeritDtoSchema.parse(await latestResponse.clone().json());

    expect(full.events.map((event) => event.id)).toEqual(eventIds);
    expect(latest.events.map((event) => event.id)).toEqual(eventIds.slice(1));
    expect([full.eventCount, latest.eventCount]).toEqual([13, 13]);
    expect(latest.entries.map((entry) => [entry.player.fullName, entry.played, entry.totalPoints])).toEqual(
      full.entries.map((entry) => [entry.player.fullName, entry.played, entry.totalPoints]),
    );
    expect(latest.entries[0]!.events.map((line) => line.eventId)).toEqual(eventIds.slice(1));
    expect((await latestResponse.text()).length).toBeLessThan((await fullResponse.text()).length);
  });
});

describe("top-five leaderboard: docs/golf-rules.md#vector-e-order-of-merit vectors of docs/golf-rules.md#top-five-leaderboard", () => {
  let sweep: TestSweep;
  const cards: Record<string, number[]> = {
    Pat: [36, 31, 38, 29, 40, 33, 35],
    Quinn: [30, 41, 28],
    Rita: [37, 37, 37, 37, 37, 20],
    Olive: [40, 38, 36, 35, 33],
  };
  const users: Record<string, UserIdentity> = {};
  const eventIdByDate = new Map<string, string>();

  beforeAll(async () => {
    sweep = await createTestSweep(db, { name: 'Top, "Five" Club' });
    const course = await createTestbrook(sweep.id);
    for (const name of Object.keys(cards)) users[name] = await addNamedMember(sweep.id, name, "Top");
    users.Hacker = await addNamedMember(sweep.id, '=HYPERLINK("http://x.test","y")', "Hacker");
    for (let e = 0; e < 7; e++) {
      const date = `2026-0${e + 1}-10`;
      const field = Object.keys(cards)
        .filter((name) => cards[name]![e] !== undefined)
        .map((name) => ({ user: users[name]!, eventHandicap: 0, gross: cardOf(cards[name]![e]!) }));
      if (e === 0) field.push({ user: users.Hacker!, eventHandicap: 0, gross: cardOf(20) });
      const { eventId } = await playField(sweep.id, course.id, field, { date });
      await closeAs(sweep.owner, eventId);
      eventIdByDate.set(date, eventId);
    }
    // An event still in play counts nowhere on this leaderboard.
    await playField(sweep.id, course.id, [{ user: users.Quinn!, eventHandicap: 0, gross: cardOf(45) }], {
      date: "2026-08-10",
    });
  });

  const leaderboard = () =>
    getAs(leaderboardRoute, { sweepId: sweep.id }, users.Quinn!, {
      parse: (v: unknown) => leaderboardEntryDtoSchema.array().parse(v),
    });

  it("ranks R 185, then P and O tied on 182 listed by name, then Q 99 (1, 2, 2, 4), each card linking to its event", async () => {
    const entries = await leaderboard();
    expect(
      entries.map((entry) => [
        entry.position,
        entry.tied,
        entry.player.fullName,
        entry.totalOfTopScores,
        entry.topScoreCards.map((c) => c.totalPoints),
      ]),
    ).toEqual([
      [1, false, "Rita Top", 185, [37, 37, 37, 37, 37]],
      [2, true, "Olive Top", 182, [40, 38, 36, 35, 33]],
      [2, true, "Pat Top", 182, [40, 38, 36, 35, 33]],
      [4, false, "Quinn Top", 99, [41, 30, 28]],
      [5, false, '=HYPERLINK("http://x.test","y") Hacker', 20, [20]],
    ]);
    const pat = entries.find((entry) => entry.player.id === users.Pat!.playerId)!;
    expect(pat.topScoreCards.map((card) => [card.eventDate, card.eventId])).toEqual(
      ["2026-05-10", "2026-03-10", "2026-01-10", "2026-07-10", "2026-06-10"].map((date) => [
        date,
        eventIdByDate.get(date),
      ]),
    );
    const stored = await db.oomResult.findFirstOrThrow({
      where: { eventId: eventIdByDate.get("2026-05-10"), playerId: users.Pat!.playerId },
    });
    expect(stored.stablefordPoints).toBe(40);
  });

  it("scores from gross the cards of events closed before points were stored, with the same result", async () => {
    const before = await leaderboard();
    // As closed by a version that stored no points: another close, so another closedAt (what the leaderboard's
    // fingerprint reads), and rows without points.
    await db.oomResult.updateMany({ where: { event: { sweepId: sweep.id } }, data: { stablefordPoints: null } });
    await db.event.updateMany({
      where: { sweepId: sweep.id, complete: true },
      data: { closedAt: new Date("2026-01-01T00:00:00Z") },
    });
    expect(await leaderboard()).toEqual(before);
  });

  it("exports as CSV with RFC 4180 quoting, blank columns where fewer than five cards, and names that cannot run as formulas", async () => {
    const { disposition, lines } = await readCsv(leaderboardCsvRoute, { sweepId: sweep.id }, users.Rita!);
    expect(disposition).toBe('attachment; filename="top-five-club-top-five-leaderboard.csv"');
    expect(lines).toEqual([
      "Rank,Player,Total of top scores,Card 1,Card 2,Card 3,Card 4,Card 5",
      "1,Rita Top,185,37,37,37,37,37",
      "T2,Olive Top,182,40,38,36,35,33",
      "T2,Pat Top,182,40,38,36,35,33",
      "4,Quinn Top,99,41,30,28,,",
      `5,"'=HYPERLINK(""http://x.test"",""y"") Hacker",20,20,,,,`,
      "",
    ]);
  });
});
