// Golf engine benchmark: score, rank and build the OOM and top-5 tables for a generated
// 10-season society (400 events, 12 000 cards). Run with `npx tsx bench/golf.bench.ts`.
import {
  adjustHandicap,
  eventHandicap,
  oomPointsForEvent,
  orderOfMerit,
  rankStableford,
  scoreCard,
  topCardsLeaderboard,
  type Hole,
  type ScoredCard,
} from "../lib/golf";
import { seededRandom } from "../lib/seeded-random";

const SEASONS = 10;
const EVENTS_PER_SEASON = 40;
const CARDS_PER_EVENT = 30;
const MEMBERS = 60;
const COURSES = 8;
const RUNS = 15;
const WARM_UP_RUNS = 3;
const TARGET_MS = 100;

const random = seededRandom(20_240_601);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function makeCourse(): Hole[] {
  const odd = shuffled([1, 3, 5, 7, 9, 11, 13, 15, 17]);
  const even = shuffled([2, 4, 6, 8, 10, 12, 14, 16, 18]);
  const pars = [...shuffled([3, 3, 4, 4, 4, 4, 4, 5, 5]), ...shuffled([3, 3, 4, 4, 4, 4, 4, 5, 5])];
  return pars.map((par, i) => ({ number: i + 1, par, index: (i < 9 ? odd[i] : even[i - 9]) as number }));
}

type Entry = {
  playerId: string;
  fullName: string;
  cardId: string;
  exact: number;
  playingHandicap: number;
  gross: Array<number | null>;
};
type Event = {
  eventId: string;
  date: string;
  season: number;
  holes: Hole[];
  winter: boolean;
  doublePoints: boolean;
  entries: Entry[];
};

function generateSociety(): Event[] {
  const courses = Array.from({ length: COURSES }, makeCourse);
  const members = Array.from({ length: MEMBERS }, (_, i) => ({
    playerId: `m${i + 1}`,
    fullName: `Member ${String(i + 1).padStart(2, "0")}`,
    exact: Math.round((-3 + random() * 39) * 10) / 10,
  }));
  const events: Event[] = [];
  for (let season = 0; season < SEASONS; season++) {
    for (let e = 0; e < EVENTS_PER_SEASON; e++) {
      const winter = e % 10 >= 8;
      const holes = pick(courses);
      const entries = shuffled(members)
        .slice(0, CARDS_PER_EVENT)
        .map((m, c): Entry => {
          const exact = Math.min(36, Math.max(-10, m.exact));
          const playingHandicap = eventHandicap(exact, { winter });
          const noShow = random() < 0.01;
          const gross = holes.map((hole) => {
            if (noShow || random() < 0.03) return null;
            const strokes = playingHandicap / 18 + (random() * 4 - 1.6);
            return Math.max(1, Math.round(hole.par + strokes));
          });
          return {
            playerId: m.playerId,
            fullName: m.fullName,
            cardId: `s${season}e${e}c${c}`,
            exact,
            playingHandicap,
            gross,
          };
        });
      const month = String((e % 12) + 1).padStart(2, "0");
      const day = String((e % 28) + 1).padStart(2, "0");
      const eventId = `s${season}e${e}`;
      events.push({
        eventId,
        date: `${2015 + season}-${month}-${day}`,
        season,
        holes,
        winter,
        doublePoints: e % 10 === 9,
        entries,
      });
    }
  }
  return events;
}

type Scored = { entry: Entry; card: ScoredCard };

function scoreEvent(event: Event): Scored[] {
  return event.entries.map((entry) => ({ entry, card: scoreCard(event.holes, entry.gross, entry.playingHandicap) }));
}

/** What closing every event and opening each season's tables does: score, rank, award, tabulate. */
function seasonTables(events: Event[], scoreOf: (event: Event, i: number) => Scored[]): number {
  let rows = 0;
  for (let season = 0; season < SEASONS; season++) {
    const oomEvents = [];
    const cards = [];
    for (const [i, event] of events.entries()) {
      if (event.season !== season) continue;
      const ranked = rankStableford(scoreOf(event, i));
      const awarded = oomPointsForEvent(
        ranked.map((r) => ({ playerId: r.entry.playerId, position: r.position })),
        { doublePoints: event.doublePoints },
      );
      oomEvents.push({
        eventId: event.eventId,
        date: event.date,
        results: ranked.map((r, k) => ({
          playerId: r.entry.playerId,
          fullName: r.entry.fullName,
          position: r.position,
          points: awarded[k]?.points ?? 0,
        })),
      });
      for (const r of ranked) {
        cards.push({
          playerId: r.entry.playerId,
          fullName: r.entry.fullName,
          cardId: r.entry.cardId,
          totalPoints: r.card.totalPoints,
        });
      }
    }
    rows += orderOfMerit(oomEvents).length + topCardsLeaderboard(cards).length;
  }
  return rows;
}

function closeEvents(events: Event[], scored: Scored[][]): number {
  let changed = 0;
  for (const [i, event] of events.entries()) {
    for (const r of rankStableford(scored[i] ?? [])) {
      const exact = r.entry.exact;
      if (adjustHandicap({ exact, points: r.card.totalPoints, position: r.position, winter: event.winter }) !== exact)
        changed++;
    }
  }
  return changed;
}

function measure(label: string, work: () => number, target?: number): void {
  for (let i = 0; i < WARM_UP_RUNS; i++) work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
  const best = times[0] ?? Number.NaN;
  const goal = target === undefined ? "" : `, target ≤ ${target} ms${median <= target ? "" : " — MISSED"}`;
  console.log(`golf: ${label}: median ${median.toFixed(1)} ms (best ${best.toFixed(1)} ms${goal})`);
}

const society = generateSociety();
const cardCount = society.reduce((n, e) => n + e.entries.length, 0);
const shape = `${society.length} events / ${cardCount} cards`;
const scored = society.map(scoreEvent);

measure(`score+rank+OOM+top5 for ${shape}`, () => seasonTables(society, scoreEvent), TARGET_MS);
measure(`scoreCard alone, ${cardCount} cards`, () => society.map(scoreEvent).length);
measure(`rank+OOM+top5 from scored cards, ${shape}`, () => seasonTables(society, (_, i) => scored[i] ?? []));
measure(`rank+adjustHandicap (close every event), ${shape}`, () => closeEvents(society, scored));
