// The pages as a member's phone meets them, on the production build (`npm run build` first) serving the ten-season
// society of bench/society: the card page and event/play in Chromium with 4× CPU throttling and slow 4G (largest
// contentful paint; keypad tap → number painted on the card page), then Lighthouse's default mobile run of the round
// pages, sweep details, the order of merit and the dashboard, signed in. `npm run bench -- phone`.
import fs from "node:fs";
import { measureCardPage, measureLcp, sessionToken, type TapTimes } from "./card-page";
import { runLighthouse } from "./lighthouse";
import { type Figure, recordFigure } from "../report";
import { openBenchDatabase } from "../society/bench-database";
import { startApp } from "../../tests/e2e/support/app-process";

const SECRET = "bench-secret-at-least-32-characters-long";
const LCP_TARGET_MS = 1_800;
const TAP_TARGET_MS = 50;
/** Lighthouse targets: the round pages are held to more, since they are used on the course. */
const ROUND_PAGE = { performance: 95, totalBlockingTimeMs: 200 };
const OTHER_PAGE: { performance: number; totalBlockingTimeMs?: number } = { performance: 90 };
const ACCESSIBILITY = 100;

if (!fs.existsSync(".next/BUILD_ID")) {
  console.log("The app is not built: run `npm run build` first. Skipped.");
  process.exit(1);
}

const database = await openBenchDatabase();
const record = (figure: Omit<Figure, "database">) => recordFigure({ database: database.label, ...figure });

/** The society, its open event, and a player of it whose card has a marker: whose phone is measured. */
async function prepare() {
  const sql = await database.open();
  try {
    const [row] = await sql.connection.query<{
      sweepId: string;
      eventId: string;
      cardId: string;
      playerId: string;
      userId: string;
    }>(
      `SELECT s."id" AS "sweepId", e."id" AS "eventId", sc."id" AS "cardId", p."id" AS "playerId", p."userId"
         FROM "Sweep" s JOIN "Event" e ON e."sweepId" = s."id" AND e."closedAt" IS NULL
         JOIN "Entry" en ON en."eventId" = e."id" JOIN "Scorecard" sc ON sc."entryId" = en."id"
         JOIN "Player" p ON p."id" = en."playerId"
        WHERE s."name" = 'Ten Seasons Society' ORDER BY sc."id" LIMIT 1`,
    );
    if (!row) throw new Error("The bench society has no open event with cards.");
    return row;
  } finally {
    await sql.close();
  }
}

const society = await prepare().catch(async (error: unknown) => {
  await database.drop();
  throw error;
});
const app = await startApp({ ...process.env, ...database.appEnv, NEXTAUTH_SECRET: SECRET, DEMO_MODE: "false" }).catch(
  async (error: unknown) => {
    await database.drop();
    throw error;
  },
);

try {
  const visit = { url: app.url, secret: SECRET, userId: society.userId, playerId: society.playerId };
  const cardPage = `/sweeps/${society.sweepId}/events/${society.eventId}/cards/${society.cardId}`;
  const playPage = `/event/play/${society.eventId}`;
  const cookie = `next-auth.session-token=${await sessionToken(visit)}`;
  // One unmeasured request of each page first: a phone meets a server that has served before, not one compiling its
  // first render and opening its first database connections (a second or more of the first response's wait).
  for (const path of [cardPage, playPage]) await (await fetch(`${app.url}${path}`, { headers: { cookie } })).text();

  console.log(`\nThe round pages in Chromium, 4× CPU throttling and slow 4G`);
  const feel = await measureCardPage({ ...visit, path: cardPage });
  const lcpNote = "4× CPU, slow 4G, cold cache";
  record({ name: "card page LCP", value: feel.lcp, unit: "ms", target: { atMost: LCP_TARGET_MS }, note: lcpNote });
  const playLcp = await measureLcp({ ...visit, path: playPage });
  record({ name: "event/play LCP", value: playLcp, unit: "ms", target: { atMost: LCP_TARGET_MS }, note: lcpNote });
  const taps = (times: TapTimes) => `${times.taps} taps, slowest ${times.slowest.toFixed(0)} ms`;
  record({
    name: "keypad tap → new number painted (median)",
    value: feel.throttled.median,
    unit: "ms",
    target: { atMost: TAP_TARGET_MS },
    note: `4× CPU; ${taps(feel.throttled)}`,
  });
  record({
    name: "keypad tap → new number painted, unthrottled (median)",
    value: feel.unthrottled.median,
    unit: "ms",
    note: taps(feel.unthrottled),
  });

  console.log(`\nLighthouse, default mobile run, signed in`);
  const pages = [
    { name: "event/play", file: "event-play", path: playPage, isRoundPage: true },
    { name: "card page", file: "card-page", path: cardPage, isRoundPage: true },
    { name: "sweep/details", file: "sweep-details", path: `/sweep/details/${society.sweepId}`, isRoundPage: false },
    {
      name: "order of merit",
      file: "order-of-merit",
      path: `/sweeps/${society.sweepId}/order-of-merit`,
      isRoundPage: false,
    },
    { name: "dashboard", file: "dashboard", path: "/dashboard", isRoundPage: false },
  ];
  const scores = await runLighthouse(new Map(pages.map((page) => [page.file, `${app.url}${page.path}`])), cookie);
  for (const page of pages) {
    const score = scores.get(page.file)!;
    const targets = page.isRoundPage ? ROUND_PAGE : OTHER_PAGE;
    const note =
      `LCP ${(score.largestContentfulPaintMs / 1000).toFixed(1)} s (simulated), ${score.longTasks} long tasks, ` +
      `CPU benchmark index ${score.benchmarkIndex}`;
    record({
      name: `Lighthouse ${page.name}: performance`,
      value: score.performance,
      unit: "",
      target: { atLeast: targets.performance },
      note,
    });
    record({
      name: `Lighthouse ${page.name}: total blocking time`,
      value: score.totalBlockingTimeMs,
      unit: "ms",
      ...(targets.totalBlockingTimeMs ? { target: { atMost: targets.totalBlockingTimeMs } } : {}),
    });
    record({
      name: `Lighthouse ${page.name}: accessibility`,
      value: score.accessibility,
      unit: "",
      target: { atLeast: ACCESSIBILITY },
      ...(score.accessibilityFailures.length > 0 ? { note: `fails ${score.accessibilityFailures.join(", ")}` } : {}),
    });
  }
} finally {
  await app.stop().catch(() => {});
  await database.drop();
}
