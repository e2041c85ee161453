import { todayAsEventDate } from "@/lib/dates";
import {
  DEFAULT_HANDICAP_RULES,
  DEFAULT_OOM_RULES,
  drawGroups,
  eventHandicap,
  type Hole,
  HOLES_PER_NINE,
  holesOfEvent,
  playingHandicapUnderRules,
  roundHalfUp,
  scoreCard,
  strokesReceived,
} from "@/lib/golf";
import { hashPassword } from "@/lib/server/auth/passwords";
import type { RootDb } from "@/lib/server/db/infra/client";
import { systemEventId } from "@/lib/server/auth/system-access";
import { closeEvent } from "@/lib/server/services/close-event";
import { DEMO_PASSWORD, demoEmail } from "@/lib/demo-society";
import { DEMO_COURSES, DEMO_PLAYERS, DEMO_TEE, type DemoCourse } from "./demo-data";
import { seededRandom } from "@/lib/seeded-random";
import { chargeDemoEntrants, setDemoPrizes, settleDemoPurses } from "./demo-money";
import { holeOutcome, pick, seededUuid } from "./random";

const SEED = 20260401;
const COMPLETED_EVENTS = 8;
const DAYS_BETWEEN_EVENTS = 21;
const MAIN_SWEEP_MEMBERS = 20;
// The Sunday member who has not paid the treasurer: the Money page shows what he owes.
const DEMO_DEBTOR = 15;

export async function isDatabaseEmpty(db: RootDb): Promise<boolean> {
  const [users, sweeps] = await Promise.all([db.user.count(), db.sweep.count()]);
  return users === 0 && sweeps === 0;
}

/**
 * The calendar day `days` after `day` (before, if negative). The seed's days are stored as an event's date is, at
 * midnight UTC, so they move in UTC: date-fns moves them in the process's zone, where a day across a change of the
 * clocks is 23 or 25 hours long: in the week the clocks went forward, the event a week ahead was stored a day early.
 */
const daysAfter = (day: Date, days: number) => new Date(day.getTime() + days * 86_400_000);

/**
 * A believable society: 24 players (+2 to 36), 3 courses (each sweep has its own), 2 sweeps, a season of 8
 * completed events with a full card for every entry (closed through the same service the app uses) and a closed
 * winter nine-hole event after them, one upcoming event open for entries with tee times (a guest among them), one
 * drawn event today under way and one pending join request; the Sunday season's sweeps, twos and nearest-the-pin and
 * longest-drive prizes are paid out, and one member owes the society (demo-money.ts). Deterministic apart from
 * dates, which count from `today`: a calendar day as an event's date is stored (lib/dates.ts: todayAsEventDate),
 * this process's own day unless given.
 */
export async function seedDemoSociety(db: RootDb, today = todayAsEventDate()): Promise<void> {
  const random = seededRandom(SEED);
  const id = () => seededUuid(random);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const courses = DEMO_COURSES.map((course) => ({ ...course, id: id() }));
  const holeIds = courses.map((course) => course.pars.map(() => id()));

  const players = DEMO_PLAYERS.map((player) => ({ ...player, userId: id(), playerId: id() }));
  for (const player of players) {
    await db.user.create({
      data: {
        id: player.userId,
        email: demoEmail(player),
        firstName: player.firstName,
        lastName: player.lastName,
        passwordHash,
        player: { create: { id: player.playerId, fullName: `${player.firstName} ${player.lastName}` } },
      },
    });
  }
  const playerAt = (i: number) => players[i] ?? players[0]!;

  const firstEventDay = daysAfter(today, -(DAYS_BETWEEN_EVENTS * COMPLETED_EVENTS));
  const seasonStart = daysAfter(firstEventDay, -30);
  const sunday = await createSweep(db, id(), "Sunday Swingers", playerAt(0).playerId, seasonStart, SUNDAY_RULES);
  const thursday = await createSweep(db, id(), "Thursday Roll-up", playerAt(1).playerId, seasonStart, DEFAULT_RULES);

  const sundayMembers = players.slice(0, MAIN_SWEEP_MEMBERS);
  const thursdayMembers = [playerAt(1), ...players.slice(16)];
  for (const [at, course] of courses.entries()) await createCourse(db, sunday, course, holeIds[at]!);
  await addMembers(db, sunday, sundayMembers, seasonStart, [playerAt(1).playerId]);
  await addMembers(db, thursday, thursdayMembers, seasonStart, []);
  // One pending join request: Grace plays on Thursdays and has asked to join on Sundays.
  await db.sweepMember.create({
    data: { id: id(), sweepId: sunday, playerId: playerAt(22).playerId, requestedAt: daysAfter(today, -2) },
  });

  const exactBySweepPlayer = new Map<string, number>();
  for (const [sweepId, members] of [
    [sunday, sundayMembers],
    [thursday, thursdayMembers],
  ] as const) {
    await db.handicapEntry.createMany({
      data: members.map((member) => ({
        id: id(),
        sweepId,
        playerId: member.playerId,
        exactTenths: Math.round(member.exact * 10),
        playingHandicap: roundHalfUp(member.exact),
        created: seasonStart,
      })),
    });
  }

  for (let round = 0; round < COMPLETED_EVENTS; round++) {
    const date = daysAfter(firstEventDay, round * DAYS_BETWEEN_EVENTS);
    const course = courses[round % courses.length]!;
    const eventId = id();
    const winter = round === 0;
    await db.event.create({
      data: {
        id: eventId,
        sweepId: sunday,
        courseId: course.id,
        date,
        winterHandicaps: winter,
        doublePoints: round === COMPLETED_EVENTS - 1,
        drawn: true,
      },
    });
    const field = [playerAt(0), ...pick(random, sundayMembers.slice(1), 13 + Math.floor(random() * 5))];
    const latest = await db.handicapEntry.findMany({
      where: { sweepId: sunday, playerId: { in: field.map((p) => p.playerId) } },
      orderBy: { created: "desc" },
      distinct: ["playerId"],
      select: { playerId: true, exactTenths: true },
    });
    for (const row of latest) exactBySweepPlayer.set(row.playerId, row.exactTenths / 10);

    const draw = await seedPlayedField(db, {
      random,
      id,
      eventId,
      date,
      holes: course.pars.map((par, i) => ({ number: i + 1, par, index: course.indexes[i] ?? 1 })),
      field,
      handicapOf: (playerId) => eventHandicap(exactBySweepPlayer.get(playerId) ?? 0, { winter }),
    });
    await chargeDemoEntrants(db, sunday, eventId);
    // Winners by draw order, so the prizes go round the field without drawing another random number.
    await setDemoPrizes(db, eventId, course.pars, {
      nearestPin: draw[round % draw.length]!.playerId,
      longestDrive: draw[(round + 3) % draw.length]!.playerId,
    });
    await closeEvent(db, systemEventId(eventId), new Date(date.getTime() + 18 * 3600_000));
  }
  // The treasurer (the owner) has collected from everyone but the demo's member in debt.
  await settleDemoPurses(db, sunday, playerAt(0).playerId, sundayMembers, playerAt(DEMO_DEBTOR).playerId);

  const upcomingId = id();
  await db.event.create({
    data: {
      id: upcomingId,
      sweepId: sunday,
      courseId: courses[0]!.id,
      date: daysAfter(today, 7),
      // Tee times from the 1st and 10th (docs/golf-rules.md#tee-times-and-the-start), so the draw shows them at once.
      start: { kind: "teeTimes", firstTime: "08:30", intervalMinutes: 8, tees: "firstAndTenth" },
      // The members who entered early and the guest fill it.
      maxField: UPCOMING_FIELD + 1,
      entryDeadline: daysAfter(today, 5),
    },
  });
  const earlyEntrants = [playerAt(1), ...pick(random, sundayMembers.slice(2), UPCOMING_FIELD - 1)];
  for (const entrant of earlyEntrants) {
    await db.entry.create({
      data: {
        id: id(),
        eventId: upcomingId,
        playerId: entrant.playerId,
        scoreCard: {
          create: {
            id: id(),
            eventHandicap: roundHalfUp(exactBySweepPlayer.get(entrant.playerId) ?? entrant.exact),
            // One empty score per hole, as entering makes them; their ids are not drawn, so later demo ids stay as they were.
            scores: { create: courses[0]!.pars.map((_, i) => ({ holeNumber: i + 1 })) },
          },
        },
      },
    });
  }
  // Courses belong to a sweep: the Thursday roll-up has its own copies of the same three.
  for (const course of courses)
    await createCourse(
      db,
      thursday,
      { ...course, id: id() },
      course.pars.map(() => id()),
    );

  const inPlay = [playerAt(0), ...pick(random, sundayMembers.slice(1), FIELD_IN_PLAY - 1)];
  await seedEventInPlay(db, {
    random,
    id,
    sweepId: sunday,
    course: courses[1]!,
    date: today,
    field: inPlay,
    exactBySweepPlayer,
  });
  await seedGuest(db, { id, sweepId: sunday, eventId: upcomingId, holes: courses[0]!.pars.length, today });

  // The upcoming field is full, so a newcomer sees its reserve list at once; made after the rest, so no earlier demo
  // id moves.
  const reserve = sundayMembers.slice(2).find((member) => !earlyEntrants.includes(member))!;
  await db.eventReserve.create({ data: { id: id(), eventId: upcomingId, playerId: reserve.playerId } });

  // Made last for the same reason: between the season's last 18 holes and today's round.
  await seedClosedNine(db, {
    random,
    id,
    sweepId: sunday,
    course: courses[2]!,
    date: daysAfter(today, -NINE_HOLE_DAYS_AGO),
    field: [playerAt(0), ...pick(random, sundayMembers.slice(1), NINE_HOLE_FIELD - 1)],
    exactBySweepPlayer,
  });
}

/** The demo's upcoming event takes this many players: its early entrants fill it, and one more waits as a reserve. */
const UPCOMING_FIELD = 6;

const FIELD_IN_PLAY = 8;

/** The closed nine-hole event: ten days ago, ten players. */
const NINE_HOLE_DAYS_AGO = 10;
const NINE_HOLE_FIELD = 10;

/** A member's friend entered as a guest in the upcoming event (docs/golf-rules.md#guests): no account, no membership. */
async function seedGuest(
  db: RootDb,
  seed: { id: () => string; sweepId: string; eventId: string; holes: number; today: Date },
): Promise<void> {
  const exact = 16.8;
  const player = await db.player.create({
    data: { id: seed.id(), fullName: "Tom Visitor", guestEmail: "tom.visitor@example.org" },
  });
  await db.handicapEntry.create({
    data: {
      id: seed.id(),
      playerId: player.id,
      sweepId: seed.sweepId,
      exactTenths: Math.round(exact * 10),
      playingHandicap: roundHalfUp(exact),
      created: daysAfter(seed.today, -1),
      reason: "Guest's handicap",
    },
  });
  await db.entry.create({
    data: {
      id: seed.id(),
      eventId: seed.eventId,
      playerId: player.id,
      guest: true,
      scoreCard: {
        create: {
          id: seed.id(),
          eventHandicap: roundHalfUp(exact),
          scores: { create: Array.from({ length: seed.holes }, (_, i) => ({ holeNumber: i + 1 })) },
        },
      },
    },
  });
}

/** What seeding one day of the society needs: its random source, ids, the course, the day and who plays. */
type OneDaySeed = {
  random: () => number;
  id: () => string;
  sweepId: string;
  course: DemoCourse & { id: string };
  date: Date;
  field: Array<{ playerId: string; exact: number }>;
  exactBySweepPlayer: Map<string, number>;
};

/**
 * Today's event, drawn and under way, so a newcomer can try marking: the demo owner and seven members in groups,
 * each card with its first few holes entered by its player and agreed by their marker (the history the keypad
 * writes), the rest empty.
 */
async function seedEventInPlay(db: RootDb, seed: OneDaySeed): Promise<void> {
  const { random, id, course, date } = seed;
  const eventId = id();
  // Group n went off at 08:00 + n × 10 minutes, as the cards' first scores below are timed.
  const start = { kind: "teeTimes", firstTime: "08:10", intervalMinutes: 10, tees: "first" } as const;
  await db.event.create({
    // From the yellow tees, so the hole being played shows its yards.
    data: { id: eventId, sweepId: seed.sweepId, courseId: course.id, date, drawn: true, start, teeName: DEMO_TEE },
  });
  const draw = drawGroups(
    seed.field.map((p) => p.playerId),
    random,
  );
  const entryIds = new Map(seed.field.map((p) => [p.playerId, id()]));
  const markerOf = new Map(
    draw.flatMap((slot) => (slot.marksPlayerId ? [[slot.marksPlayerId, slot.playerId] as const] : [])),
  );
  for (const [at, slot] of draw.entries()) {
    const exact =
      seed.exactBySweepPlayer.get(slot.playerId) ?? seed.field.find((p) => p.playerId === slot.playerId)?.exact ?? 0;
    const handicap = eventHandicap(exact, { winter: false });
    const played = 3 + (at % 4);
    const gross = course.pars.map((par, i) =>
      i < played ? Math.max(1, par + strokesReceived(handicap, course.indexes[i] ?? 1) + holeOutcome(random, 0)) : null,
    );
    const cardId = id();
    const marker = markerOf.get(slot.playerId);
    const teeOff = date.getTime() + (8 * 60 + slot.group * 10) * 60_000;
    await db.entry.create({
      data: {
        id: entryIds.get(slot.playerId)!,
        eventId,
        playerId: slot.playerId,
        group: slot.group,
        drawOrder: at + 1,
        createdAt: daysAfter(date, -7),
        scoreCard: {
          create: {
            id: cardId,
            eventHandicap: handicap,
            created: daysAfter(date, -7),
            version: played,
            scores: {
              create: gross.map((value, i) => ({
                id: id(),
                holeNumber: i + 1,
                gross: value,
                version: value === null ? 0 : 1,
              })),
            },
            changes: {
              create: gross.flatMap((value, i) => {
                if (value === null) return [];
                const entry = {
                  kind: "gross" as const,
                  holeNumber: i + 1,
                  value,
                  cardVersion: i + 1,
                  createdAt: new Date(teeOff + (i + 1) * 12 * 60_000),
                };
                return [
                  { ...entry, role: "player" as const, byPlayerId: slot.playerId },
                  ...(marker ? [{ ...entry, role: "marker" as const, byPlayerId: marker }] : []),
                ];
              }),
            },
          },
        },
      },
    });
  }
  for (const slot of draw) {
    if (!slot.marksPlayerId) continue;
    await db.entry.update({
      where: { id: entryIds.get(slot.playerId)! },
      data: { marksEntryId: entryIds.get(slot.marksPlayerId) ?? null },
    });
  }
}

/**
 * A drawn field's entries, each with a full card scored on `holes` at its event handicap (its player's form drawn
 * for the day), and each marking the player the draw gives them. Returns the draw; the caller closes the event.
 */
async function seedPlayedField(
  db: RootDb,
  seed: {
    random: () => number;
    id: () => string;
    eventId: string;
    date: Date;
    holes: Hole[];
    field: Array<{ playerId: string }>;
    handicapOf: (playerId: string) => number;
  },
): Promise<ReturnType<typeof drawGroups>> {
  const { random, id, holes, date } = seed;
  const draw = drawGroups(
    seed.field.map((p) => p.playerId),
    random,
  );
  const entryIds = new Map(seed.field.map((p) => [p.playerId, id()]));
  for (const [at, slot] of draw.entries()) {
    const handicap = seed.handicapOf(slot.playerId);
    const form = (random() - 0.5) * 0.3;
    // lib/golf's own allocation, so a nine takes its strokes by the nine's order of stroke indexes.
    const strokes = scoreCard(
      holes,
      holes.map(() => null),
      handicap,
    ).scores.map((hole) => hole.strokes);
    await db.entry.create({
      data: {
        id: entryIds.get(slot.playerId)!,
        eventId: seed.eventId,
        playerId: slot.playerId,
        group: slot.group,
        drawOrder: at + 1,
        createdAt: daysAfter(date, -7),
        scoreCard: {
          create: {
            id: id(),
            eventHandicap: handicap,
            created: date,
            scores: {
              create: holes.map((hole, i) => ({
                id: id(),
                holeNumber: hole.number,
                gross: Math.max(1, hole.par + (strokes[i] ?? 0) + holeOutcome(random, form)),
              })),
            },
          },
        },
      },
    });
  }
  for (const slot of draw) {
    if (!slot.marksPlayerId) continue;
    await db.entry.update({
      where: { id: entryIds.get(slot.playerId)! },
      data: { marksEntryId: entryIds.get(slot.marksPlayerId) ?? null },
    });
  }
  return draw;
}

/**
 * A winter evening's nine holes (docs/golf-rules.md#nine-hole-cards): the front nine of an 18-hole course, closed,
 * so a newcomer finds a nine-hole card and its results in the season. A winter event changes no handicap under the
 * demo's rules, so the cards of the events after it keep the handicaps they were made with; it has no stakes.
 */
async function seedClosedNine(db: RootDb, seed: OneDaySeed): Promise<void> {
  const eventId = seed.id();
  await db.event.create({
    data: {
      id: eventId,
      sweepId: seed.sweepId,
      courseId: seed.course.id,
      date: seed.date,
      nine: "front",
      winterHandicaps: true,
      drawn: true,
    },
  });
  const holes = holesOfEvent(
    seed.course.pars.map((par, i) => ({ number: i + 1, par, index: seed.course.indexes[i] ?? 1 })),
    "front",
  );
  const exactOf = (playerId: string) =>
    seed.exactBySweepPlayer.get(playerId) ?? seed.field.find((p) => p.playerId === playerId)?.exact ?? 0;
  await seedPlayedField(db, {
    ...seed,
    eventId,
    holes,
    handicapOf: (playerId) =>
      playingHandicapUnderRules(
        exactOf(playerId),
        { winter: true, holeCount: HOLES_PER_NINE },
        SUNDAY_RULES.handicapRules,
      ).playing,
  });
  await closeEvent(db, systemEventId(eventId), new Date(seed.date.getTime() + 21 * 3600_000));
}

async function createCourse(
  db: RootDb,
  sweepId: string,
  course: DemoCourse & { id: string },
  holeIds: string[],
): Promise<void> {
  await db.course.create({
    data: {
      id: course.id,
      sweepId,
      name: course.name,
      holes: {
        create: course.pars.map((par, i) => ({ id: holeIds[i]!, number: i + 1, par, index: course.indexes[i] ?? 0 })),
      },
      // Ids of the database's own, so that no demo id drawn from the seed moves.
      tees: {
        create: course.tees.map((tee) => ({
          name: tee.name,
          courseRatingTenths: Math.round(tee.courseRating * 10),
          slopeRating: tee.slopeRating,
          yards: tee.yards,
        })),
      },
    },
  });
}

const DEFAULT_RULES = { oomRules: { ...DEFAULT_OOM_RULES }, handicapRules: { ...DEFAULT_HANDICAP_RULES } };
/** The demo shows a society's own rules (docs/golf-rules.md#order-of-merit-standings): best 6 events, cuts for the podium. */
const SUNDAY_RULES = {
  oomRules: { ...DEFAULT_OOM_RULES, bestN: 6 },
  handicapRules: { ...DEFAULT_HANDICAP_RULES, positionCuts: { "1": 1, "2": 0.5, "3": 0.3 } },
};

async function createSweep(
  db: RootDb,
  sweepId: string,
  name: string,
  ownerId: string,
  createdAt: Date,
  rules: typeof DEFAULT_RULES,
): Promise<string> {
  await db.sweep.create({ data: { id: sweepId, name, ownerId, createdAt, ...rules } });
  return sweepId;
}

async function addMembers(
  db: RootDb,
  sweepId: string,
  members: Array<{ playerId: string }>,
  joined: Date,
  adminIds: string[],
): Promise<void> {
  const owner = await db.sweep.findUniqueOrThrow({ where: { id: sweepId }, select: { ownerId: true } });
  await db.sweepMember.createMany({
    data: members.map((member) => ({
      sweepId,
      playerId: member.playerId,
      approved: true,
      isAdmin: member.playerId === owner.ownerId || adminIds.includes(member.playerId),
      requestedAt: joined,
      approvedAt: joined,
    })),
  });
}
