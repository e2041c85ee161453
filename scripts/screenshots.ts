// README "Screenshots": the round, the event page, the live leaderboard and the results of the demo society, at a
// phone's 390×844 and a desktop's 1280×800, taken in Chromium from a running built app.
// Usage: npx tsx scripts/screenshots.ts [base URL, default http://localhost:3000] [folder, default docs/screenshots]
import fs from "node:fs";
import path from "node:path";
import { type APIRequestContext, type Browser, chromium, type Page } from "@playwright/test";
import { NO_CHROMIUM_MESSAGE, findChromium, systemProbes } from "./browser";

const baseURL = process.argv[2] ?? "http://localhost:3000";
const folder = path.resolve(process.argv[3] ?? "docs/screenshots");

const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
} as const;

// The demo society (README "The demo society"): Alex owns Sunday Swingers and plays in today's four-ball.
const SWEEP = "Sunday Swingers";
const COURSE = "Oakfield Park";
const FIELD = ["Alex Morgan", "Sam Patel", "Owen Davies", "Rachel Green", "Lucy Bennett", "Tom Hughes"];
const HOLES_PLAYED = 9;
// Strokes over par by hole for each player in turn: a birdie, pars and bogeys, so the card shows every symbol.
const OVER_PAR = [
  [0, -1, 1, 0, 0, 2, 0, 1, 0],
  [1, 0, 0, -1, 1, 0, 1, 0, 0],
  [0, 1, 2, 0, 1, 1, 0, -1, 1],
  [2, 0, 1, 1, 0, 0, 1, 1, 2],
  [1, 1, 0, 0, -1, 1, 2, 0, 1],
  [0, 2, 1, 1, 1, 0, 0, 2, 1],
];

type Round = { sweepId: string; eventId: string; resultsEventId: string };
const BOTH = ["phone", "desktop"];
/** A page to shoot at the given sizes; `press` names a button to press first (a mode of the page). */
type Shot = { name: string; href: (round: Round) => string; sizes: string[]; press?: string };
const SHOTS: Shot[] = [
  { name: "round", href: (round) => `/event/play/${round.eventId}`, sizes: BOTH },
  { name: "event", href: (round) => `/sweeps/${round.sweepId}/events/${round.eventId}`, sizes: BOTH },
  { name: "leaderboard", href: (round) => `/event/leaderboard/${round.eventId}`, sizes: BOTH },
  { name: "results", href: (round) => `/event/results/${round.resultsEventId}`, sizes: BOTH },
  { name: "tv-board", href: (round) => `/event/leaderboard/${round.eventId}`, sizes: ["desktop"], press: "TV mode" },
  // The two at the top of the README.
  { name: "order-of-merit", href: (round) => `/sweeps/${round.sweepId}/order-of-merit`, sizes: ["desktop"] },
  { name: "sweep", href: (round) => `/sweeps/${round.sweepId}`, sizes: ["phone"] },
];

type Json = Record<string, unknown>;
type Card = { id: string; player: { fullName: string } };
type CardScores = { id: string; scores: Array<{ id: string; holeNumber: number; par: number; version: number }> };

const today = () => new Intl.DateTimeFormat("en-CA").format(new Date());

async function call<T>(request: APIRequestContext, method: string, url: string, data?: Json): Promise<T> {
  const cookies = await request.storageState();
  const xsrf = decodeURIComponent(cookies.cookies.find((cookie) => cookie.name === "XSRF-TOKEN")?.value ?? "");
  const answer = await request.fetch(url, { method, data, headers: { "x-xsrf-token": xsrf } });
  if (!answer.ok()) throw new Error(`${method} ${url}: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as T;
}

async function signedIn(browser: Browser, size: keyof typeof SIZES, fullName: string): Promise<Page> {
  const context = await browser.newContext({
    ...SIZES[size],
    baseURL,
    locale: "en-GB",
    colorScheme: "light",
    reducedMotion: "reduce",
  });
  const email = `${fullName.split(" ")[0]?.toLowerCase()}@example.com`;
  const { csrfToken } = await (await context.request.get("/api/auth/csrf")).json();
  const answer = await context.request.post("/api/auth/callback/credentials", {
    form: { email, password: "sweeps-demo", csrfToken, json: "true" },
  });
  if (!answer.ok()) throw new Error(`${email} could not sign in: is ${baseURL} serving the demo society?`);
  const page = await context.newPage();
  // The XSRF cookie is set by the first page the app serves.
  await page.goto("/dashboard");
  return page;
}

/** Today's drawn event of the demo sweep with nine holes played, made once: later runs find it again. */
async function roundInPlay(owner: Page): Promise<Round> {
  const request = owner.context().request;
  const sweeps = await call<Array<{ id: string; name: string }>>(request, "GET", "/api/sweeps");
  const sweepId = sweeps.find((sweep) => sweep.name === SWEEP)?.id;
  if (!sweepId) throw new Error(`No sweep called ${SWEEP}: run this against the demo society`);
  const events = await call<Array<{ id: string; sweepId: string; date: string; drawn: boolean; complete: boolean }>>(
    request,
    "GET",
    "/api/events",
  );
  const ofSweep = events.filter((event) => event.sweepId === sweepId);
  const completed = ofSweep.filter((event) => event.complete).sort((a, b) => b.date.localeCompare(a.date));
  const existing = ofSweep.find((event) => event.date === today() && event.drawn && !event.complete);
  const eventId = existing?.id ?? (await newRound(request, sweepId));
  return { sweepId, eventId, resultsEventId: completed[0]?.id ?? eventId };
}

async function newRound(request: APIRequestContext, sweepId: string): Promise<string> {
  const courses = await call<Array<{ id: string; name: string }>>(request, "GET", `/api/courses?sweepId=${sweepId}`);
  const courseId = courses.find((course) => course.name === COURSE)?.id;
  const { id: eventId } = await call<{ id: string }>(request, "POST", "/api/events", {
    sweepId,
    courseId,
    date: today(),
  });
  const { sweepMembers } = await call<{ sweepMembers: Array<{ id: string; fullName: string }> }>(
    request,
    "GET",
    `/api/events/${eventId}`,
  );
  for (const name of FIELD) {
    const member = sweepMembers.find((candidate) => candidate.fullName === name);
    if (member) await call(request, "POST", `/api/events/${eventId}/players/${member.id}`);
  }
  await call(request, "POST", `/api/events/draw/${eventId}`, {});
  const cards = await call<Card[]>(request, "GET", `/api/events/${eventId}/cards`);
  for (const card of cards) {
    const pattern = OVER_PAR[FIELD.indexOf(card.player.fullName)] ?? OVER_PAR[0]!;
    const { scores } = await call<CardScores>(request, "GET", `/api/scorecards/${card.id}`);
    for (const score of scores.filter((hole) => hole.holeNumber <= HOLES_PLAYED)) {
      await call(request, "PUT", `/api/cards/${card.id}/scores/${score.id}`, {
        hole: score.holeNumber,
        gross: score.par + (pattern[score.holeNumber - 1] ?? 0),
        version: score.version,
      });
    }
  }
  return eventId;
}

async function shoot(page: Page, url: string, name: string, press?: string) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  if (press) await page.getByRole("button", { name: press }).click();
  // Fonts and the first data fetches settle; the shot is of the page as a member sees it once loaded.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(folder, `${name}.png`) });
  console.log(`wrote ${path.relative(process.cwd(), path.join(folder, `${name}.png`))}`);
}

const executablePath = findChromium(systemProbes);
if (!executablePath) throw new Error(NO_CHROMIUM_MESSAGE);
fs.mkdirSync(folder, { recursive: true });
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
try {
  let round: Round | undefined;
  for (const size of Object.keys(SIZES) as Array<keyof typeof SIZES>) {
    const page = await signedIn(browser, size, FIELD[0]!);
    round ??= await roundInPlay(page);
    for (const shot of SHOTS.filter((each) => each.sizes.includes(size)))
      await shoot(page, shot.href(round), `${shot.name}-${size}`, shot.press);
    await page.context().close();
  }
} finally {
  await browser.close();
}
