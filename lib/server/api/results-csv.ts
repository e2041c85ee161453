import "server-only";
import { LEADERBOARD_TOP_CARDS, thru } from "@/lib/golf";
import { totalShown } from "@/lib/validation/card-totals";
import type { EventMoneyDto } from "@/lib/validation/money";
import type { EventResultsDto, LeaderboardEntryDto, OrderOfMeritDto } from "@/lib/validation/results";
import type { CsvCell } from "./csv";

/** Shared positions read "T3", as on the screens. */
const positionLabel = (position: number | null, tied: boolean) =>
  position === null ? "" : tied ? `T${position}` : String(position);

/**
 * The results sheet: one row per card, best first, guests marked (docs/golf-rules.md#guests), with the event's OOM
 * points and, once its close paid anyone, what each won (minor units as numbers, as the money exports write them).
 */
export function eventResultsCsv(results: EventResultsDto, money: EventMoneyDto): CsvCell[][] {
  const oomPoints = new Map(results.oomPoints.map((row) => [row.player.id, row.points]));
  const payouts = new Map(money.payouts.map((row) => [row.player.id, row]));
  const unit = `(${money.currency} minor units)`;
  const moneyColumns = money.payouts.length > 0 ? [`Sweep won ${unit}`, `Twos won ${unit}`, `Prizes won ${unit}`] : [];
  const wonBy = (playerId: string): CsvCell[] =>
    moneyColumns.length > 0
      ? [payouts.get(playerId)?.sweep ?? 0, payouts.get(playerId)?.twos ?? 0, payouts.get(playerId)?.prizes ?? 0]
      : [];
  return [
    [
      "Position",
      "Player",
      "Guest",
      "Handicap",
      "Out",
      "In",
      "L6",
      "L3",
      "Points",
      "Gross",
      "Nett",
      "Thru",
      results.provisional ? "OOM points (provisional)" : "OOM points",
      "Countback",
      ...moneyColumns,
    ],
    ...results.cards.map((card) => [
      positionLabel(card.position, card.tied),
      card.player.fullName,
      card.guest ? "Guest" : null,
      card.eventHandicap,
      card.outPoints,
      card.inPoints,
      card.lastSixPoints,
      card.lastThreePoints,
      card.totalPoints,
      totalShown(card.totalGross, card.noReturn.total),
      totalShown(card.totalNett, card.noReturn.total),
      thru(card.thru),
      oomPoints.get(card.player.id),
      card.countback?.text,
      ...wonBy(card.player.id),
    ]),
  ];
}

/** The order of merit: one column per closed event; under best N an event that does not count says so. */
export function orderOfMeritCsv(oom: OrderOfMeritDto): CsvCell[][] {
  return [
    [
      "Position",
      "Player",
      "Played",
      "Points",
      ...oom.events.map((event) => `${event.date} ${event.course.name}${event.doublePoints ? " (double points)" : ""}`),
    ],
    ...oom.entries.map((entry) => {
      const lines = new Map(entry.events.map((line) => [line.eventId, line]));
      return [
        positionLabel(entry.position, entry.tied),
        entry.player.fullName,
        entry.played,
        entry.totalPoints,
        ...oom.events.map((event) => {
          const line = lines.get(event.id);
          return line === undefined ? null : line.counted ? line.points : `${line.points} (not counted)`;
        }),
      ];
    }),
  ];
}

/** The top-five leaderboard: rank, player, total and the five card totals (blank where fewer). */
export function sweepLeaderboardCsv(entries: LeaderboardEntryDto[]): CsvCell[][] {
  const cardColumns = Array.from({ length: LEADERBOARD_TOP_CARDS }, (_, i) => i);
  return [
    ["Rank", "Player", "Total of top scores", ...cardColumns.map((i) => `Card ${i + 1}`)],
    ...entries.map((entry) => [
      positionLabel(entry.position, entry.tied),
      entry.player.fullName,
      entry.totalOfTopScores,
      ...cardColumns.map((i) => entry.topScoreCards[i]?.totalPoints),
    ]),
  ];
}
