import { type Browser, expect, type Page, test, type TestInfo } from "@playwright/test";
import {
  DEFAULT_HANDICAP_RULES,
  DEFAULT_OOM_RULES,
  explainCountback,
  explainHandicapAdjustment,
  type Hole,
  oomPointsForEvent,
  rankStableford,
  roundHalfUp,
  scoreCard,
  topCardsLeaderboard,
  virtualMatch,
} from "@/lib/golf";
import { formatHandicap, formatPlayingHandicap } from "@/lib/validation/handicap-format";
import { deviceOf, pdfPageCount, screenshot, signedInAs } from "./support/app";
import { callApi } from "./support/scoring";
import { londonDay } from "./support/days";

// docs/golf-rules.md#testbrook: the test course "Testbrook" and the cards of vector (a) for Alice, Bob, Cara and Dan, with P of
// countback case CB1 (36 points, 19 on the back nine against Alice's 18). Each project runs one season of its own
// sweep, so the order of merit and the top-5 leaderboard hold only what this spec enters.
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 5, 4, 4, 3, 4, 5, 4];
const INDEXES = [7, 3, 15, 11, 1, 9, 17, 5, 13, 8, 16, 6, 12, 2, 18, 4, 14, 10];
const HOLES: Hole[] = PARS.map((par, at) => ({ number: at + 1, par, index: INDEXES[at]! }));

type Vector = { name: string; handicap: number; gross: number[] };
const VECTORS = {
  p: { name: "Alex Morgan", handicap: 0, gross: [4, 5, 3, 5, 4, 4, 3, 4, 5, 3, 3, 5, 4, 4, 3, 4, 5, 4] },
  alice: { name: "Priya Shah", handicap: 0, gross: [4, 5, 3, 5, 4, 4, 2, 4, 5, 4, 3, 6, 4, 4, 3, 4, 4, 4] },
  bob: { name: "Tom Hughes", handicap: 9, gross: [5, 4, 4, 6, 3, 4, 3, 5, 5, 5, 3, 5, 5, 4, 4, 4, 6, 5] },
  cara: { name: "Owen Davies", handicap: 18, gross: [5, 6, 4, 6, 5, 5, 4, 5, 8, 5, 4, 4, 5, 6, 3, 5, 6, 5] },
  dan: { name: "Hannah Lewis", handicap: 24, gross: [6, 6, 4, 7, 6, 5, 4, 6, 6, 5, 4, 7, 5, 6, 4, 6, 8, 5] },
} satisfies Record<string, Vector>;
const FIELD: Vector[] = Object.values(VECTORS);
const OWNER = VECTORS.p.name;

// What lib/golf says the results are: every expected number below comes from it.
const ranked = rankStableford(
  FIELD.map((vector) => ({ ...vector, card: scoreCard(HOLES, vector.gross, vector.handicap) })),
);
const oomPoints = new Map(
  oomPointsForEvent(
    ranked.map((row) => ({ playerId: row.name, position: row.position })),
    { doublePoints: true, rules: DEFAULT_OOM_RULES },
  ).map((row) => [row.playerId, row.points]),
);
const rowOf = (name: string) => ranked.find((row) => row.name === name)!;

type Season = { sweepId: string; eventId: string; cardIds: Map<string, string> };

async function playerIdOf(page: Page): Promise<string> {
  return (await callApi<{ playerId: string }>(page, "GET", "/api/account/getUserAuthDetails")).playerId;
}

/** A sweep of its own: the owner's, four members who ask to join and are approved, each with the vector's handicap. */
async function sweepOfTheVectors(browser: Browser, owner: Page, testInfo: TestInfo) {
  const sweep = await callApi<{ id: string }>(owner, "POST", "/api/sweeps/createSweep", {
    name: `Results ${testInfo.project.name} ${Date.now().toString(36)}`,
  });
  const playerIds = new Map([[OWNER, await playerIdOf(owner)]]);
  for (const { name } of FIELD.filter((vector) => vector.name !== OWNER)) {
    const member = await signedInAs(browser, name);
    await member.goto("/sweeps");
    await callApi(member, "POST", `/api/sweeps/join/${sweep.id}`);
    const playerId = await playerIdOf(member);
    await callApi(owner, "POST", "/api/sweeps/approve", { playerId, sweepId: sweep.id });
    playerIds.set(name, playerId);
    await member.context().close();
  }
  for (const vector of FIELD) {
    await callApi(owner, "POST", `/api/sweeps/${sweep.id}/players/${playerIds.get(vector.name)}/handicaps`, {
      handicap: vector.handicap,
    });
  }
  return { sweepId: sweep.id, playerIds };
}

/** A double-points event on Testbrook with the five cards entered as whole cards through the API, drawn and not closed. */
async function scoredEvent(owner: Page, sweepId: string, playerIds: Map<string, string>): Promise<Season> {
  const course = await callApi<{ id: string }>(owner, "POST", "/api/courses", {
    sweepId,
    name: "Testbrook",
    holes: HOLES,
  });
  const today = londonDay();
  const { id: eventId } = await callApi<{ id: string }>(owner, "POST", "/api/events", {
    sweepId,
    courseId: course.id,
    date: today,
    doublePoints: true,
  });
  for (const playerId of playerIds.values()) await callApi(owner, "POST", `/api/events/${eventId}/players/${playerId}`);
  await callApi(owner, "POST", `/api/events/draw/${eventId}`, {});
  const cards = await callApi<Array<{ id: string; player: { fullName: string }; eventHandicap: number }>>(
    owner,
    "GET",
    `/api/events/${eventId}/cards`,
  );
  const cardIds = new Map<string, string>();
  for (const listed of cards) {
    const vector = FIELD.find((candidate) => candidate.name === listed.player.fullName)!;
    expect(listed.eventHandicap, `${vector.name} plays off the vector's handicap`).toBe(vector.handicap);
    const card = await callApi<{ scores: Array<{ holeNumber: number; version: number }> }>(
      owner,
      "GET",
      `/api/scorecards/${listed.id}`,
    );
    const scores = card.scores.map((score) => ({
      holeNumber: score.holeNumber,
      version: score.version,
      gross: vector.gross[score.holeNumber - 1],
    }));
    await callApi(owner, "POST", "/api/scorecards/update", { id: listed.id, scores });
    cardIds.set(vector.name, listed.id);
  }
  return { sweepId, eventId, cardIds };
}

test.describe.configure({ mode: "serial" });

let owner: Page;
let season: Season;

test.beforeAll(async ({ browser }, testInfo) => {
  owner = await signedInAs(browser, OWNER, deviceOf(testInfo));
  await owner.goto("/sweeps");
  const { sweepId, playerIds } = await sweepOfTheVectors(browser, owner, testInfo);
  season = await scoredEvent(owner, sweepId, playerIds);
});

test.afterAll(async () => {
  await owner.context().close();
});

test("provisional results follow the scores; an admin closes the event from its page", async () => {
  await owner.goto(`/event/results/${season.eventId}`);
  await expect(owner.getByText("Provisional.", { exact: false })).toBeVisible();
  await owner.goto(`/sweeps/${season.sweepId}/events/${season.eventId}`);
  await owner.getByRole("button", { name: "Close Event & Update Handicaps" }).click();
  const closing = owner.getByRole("alertdialog", { name: "Close the event and update handicaps?" });
  // The cards were typed in by an admin and never signed: the secretary closes knowing which.
  await expect(closing).toContainText("Not signed or attested");
  await expect(closing.getByRole("button", { name: "Close event" })).toBeDisabled();
  for (const box of await closing.getByRole("checkbox").all()) await box.check();
  await closing.getByRole("button", { name: "Close event" }).click();
  await expect(closing).toBeHidden();
  await expect(owner.getByText("Complete", { exact: true }).first()).toBeVisible();
});

test("the OOM tab: positions with countback, Stableford points and the doubled order-of-merit points", async () => {
  const testInfo = test.info();
  await owner.goto(`/event/results/${season.eventId}`);
  await expect(owner.getByText("Provisional.", { exact: false })).toHaveCount(0);
  await expect(owner.getByRole("tab", { name: "OOM" })).toHaveAttribute("aria-selected", "true");
  await expect(owner.getByText("Double points: every position's order-of-merit points are doubled")).toBeVisible();
  const rows = owner.getByRole("tabpanel").locator("tbody tr");
  await expect(rows).toHaveCount(ranked.length);
  for (const [at, row] of ranked.entries()) {
    const cells = rows.nth(at).locator("td");
    await expect(cells.nth(0)).toContainText(`${row.tied ? "T" : ""}${row.position}`);
    await expect(cells.nth(1)).toHaveText(row.name);
    await expect(cells.nth(2)).toHaveText(String(row.card.totalPoints));
    await expect(cells.nth(3)).toHaveText(String(oomPoints.get(row.name)));
  }
  await screenshot(owner, testInfo, "results-oom");
});

test("the Cards tab: Out, In, L6, L3 and total per player, countback on the row it decided, the whole card on expand", async () => {
  const testInfo = test.info();
  await owner.goto(`/event/results/${season.eventId}?tab=cards`);
  const panel = owner.getByRole("tabpanel", { name: "Cards" });
  const [p, alice] = [rowOf(VECTORS.p.name), rowOf(VECTORS.alice.name)];
  expect(p.card.totalPoints, "CB1: P and Alice are level on points").toBe(alice.card.totalPoints);
  expect(p.position, "and countback puts P above Alice").toBeLessThan(alice.position);
  const countback = explainCountback(p.card, alice.card)!;
  for (const row of ranked) {
    const summary = panel.locator("summary").filter({ hasText: row.name });
    const { outPoints, inPoints, lastSixPoints, lastThreePoints, totalPoints } = row.card;
    await expect(summary).toHaveAccessibleName(
      new RegExp(
        `${row.name}: out ${outPoints}, in ${inPoints}, last six ${lastSixPoints}, last three ${lastThreePoints}, ${totalPoints} points$`,
      ),
    );
    if (row === p) await expect(summary).toContainText(`Countback: ${countback.text}`);
    else await expect(summary).not.toContainText("Countback");
  }
  const bob = rowOf(VECTORS.bob.name);
  const bobRow = panel.getByRole("group").filter({ has: owner.locator("summary").filter({ hasText: bob.name }) });
  await bobRow.locator("summary").click();
  const front = bobRow.getByRole("table", { name: /^Out/ });
  await expect(front.getByRole("row", { name: /^Pts/ }).locator("td")).toHaveText([
    ...bob.card.scores.slice(0, 9).map((hole) => String(hole.points)),
    String(bob.card.outPoints),
  ]);
  await expect(
    bobRow
      .getByRole("table", { name: /^In/ })
      .getByRole("row", { name: /^Gross/ })
      .locator("td")
      .last(),
  ).toHaveText(String(bob.card.inGross));
  await screenshot(owner, testInfo, "results-cards");
  await bobRow.getByRole("link", { name: `Open ${bob.name}'s card` }).click();
  await expect(owner).toHaveURL(
    `/sweeps/${season.sweepId}/events/${season.eventId}/cards/${season.cardIds.get(bob.name)}`,
  );
});

test("the Handicaps tab: old → new exact and playing handicap, and why", async () => {
  const testInfo = test.info();
  await owner.goto(`/event/results/${season.eventId}?tab=handicaps`);
  const panel = owner.getByRole("tabpanel", { name: "Handicaps" });
  for (const row of ranked) {
    const adjusted = explainHandicapAdjustment(
      { exact: row.handicap, points: row.card.totalPoints, position: row.position, winter: false },
      DEFAULT_HANDICAP_RULES,
    );
    const line = panel.getByRole("listitem").filter({ hasText: row.name });
    const playing = (exact: number) => formatPlayingHandicap(roundHalfUp(exact));
    await expect(line).toContainText(
      `${formatHandicap(row.handicap)} (${playing(row.handicap)}) → ${formatHandicap(adjusted.exact)} (${playing(adjusted.exact)})`,
    );
    await expect(line).toContainText(adjusted.reason.replace(/^[^:]*: /, ""));
    await expect(line).toContainText(
      adjusted.change === 0 ? "no change" : `${adjusted.change < 0 ? "−" : "+"}${Math.abs(adjusted.change).toFixed(1)}`,
    );
  }
  await screenshot(owner, testInfo, "results-handicaps");
});

test("the CSV and the print: the sheet of a 40-player field fits one A4 page", async () => {
  await owner.goto(`/event/results/${season.eventId}`);
  const csv = await owner.request.get(`/api/events/results/${season.eventId}/csv`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const text = await csv.text();
  for (const { name } of FIELD) expect(text).toContain(name);
  await expect(owner.getByRole("link", { name: "CSV" })).toHaveAttribute(
    "href",
    `/api/events/results/${season.eventId}/csv`,
  );

  expect(pdfPageCount(await owner.pdf({ format: "A4" }))).toBe(1);
  // The demo society has fewer than 40 members: the sheet's own rows are repeated to 40 so the layout is what is measured.
  await owner.evaluate(() => {
    const body = document.querySelector('article[aria-label="Results sheet"] tbody');
    const rows = Array.from(body?.children ?? []);
    while (body && body.children.length < 40) body.append(rows[body.children.length % rows.length]!.cloneNode(true));
  });
  await expect(owner.locator('article[aria-label="Results sheet"] tbody tr')).toHaveCount(40);
  expect(pdfPageCount(await owner.pdf({ format: "A4" })), "40 players on one A4 page").toBe(1);
});

test("virtual match play opens on the viewer's own matches; a player's won, lost and halved lines as docs/golf-rules.md#vector-d-match-play (d1) says", async () => {
  const testInfo = test.info();
  await owner.goto(`/event/virtual-matches/${season.eventId}`);
  await expect(owner.getByRole("heading", { name: /^Your matches/ })).toBeVisible();
  const section = (outcome: "Won" | "Lost" | "Halved") =>
    owner.getByRole("region", { name: new RegExp(`^${outcome}`) });
  const outcomeLabel = { won: "Won", lost: "Lost", halved: "Halved" } as const;
  const p = VECTORS.p;
  for (const opponent of FIELD.filter((vector) => vector !== p)) {
    const match = virtualMatch(
      { playingHandicap: p.handicap, gross: p.gross },
      { playingHandicap: opponent.handicap, gross: opponent.gross },
      HOLES,
    );
    await expect(
      section(outcomeLabel[match.outcome])
        .getByRole("listitem")
        .filter({ hasText: `v ${opponent.name}` }),
    ).toContainText(match.text);
  }
  await screenshot(owner, testInfo, "matches-mine");

  // Bob of vector (d1): lost to Alice 1 up receiving 9 strokes, beat Cara 1 up giving 9, beat Dan 4&2 giving 15.
  await owner.getByLabel("Show the matches of").selectOption({ label: VECTORS.bob.name });
  await expect(owner.getByRole("heading", { name: new RegExp(`^${VECTORS.bob.name}'s matches`) })).toBeVisible();
  const line = (outcome: "Won" | "Lost", name: string) =>
    section(outcome)
      .getByRole("listitem")
      .filter({ hasText: `v ${name}` });
  await expect(line("Lost", VECTORS.alice.name)).toContainText("1 up");
  await expect(line("Lost", VECTORS.alice.name)).toContainText("received 9 strokes");
  await expect(line("Won", VECTORS.cara.name)).toContainText("1 up");
  await expect(line("Won", VECTORS.cara.name)).toContainText("gave 9 strokes");
  await expect(line("Won", VECTORS.dan.name)).toContainText("4&2");
  await expect(line("Won", VECTORS.dan.name)).toContainText("gave 15 strokes");
  await expect(owner).toHaveURL(/player=/);
});

test("the sweep's top-5 leaderboard and order of merit hold the closed event, each card one tap away", async () => {
  const testInfo = test.info();
  const cards = ranked.map((row) => ({
    playerId: row.name,
    fullName: row.name,
    cardId: season.cardIds.get(row.name)!,
    totalPoints: row.card.totalPoints,
  }));
  const expected = topCardsLeaderboard(cards);
  await owner.goto(`/sweeps/${season.sweepId}/leaderboard`);
  const rows = owner.locator("tbody tr");
  await expect(rows).toHaveCount(expected.length);
  for (const [at, entry] of expected.entries()) {
    const shared = expected.filter((other) => other.position === entry.position).length > 1;
    await expect(rows.nth(at).locator("td").first()).toContainText(`${shared ? "T" : ""}${entry.position}`);
    await expect(rows.nth(at).locator("th")).toContainText(entry.player);
    await expect(
      rows
        .nth(at)
        .getByRole("link", { name: new RegExp(`^${entry.totalOfTopScores} points on`) })
        .filter({ visible: true }),
    ).toHaveCount(1);
  }
  await screenshot(owner, testInfo, "sweep-top-five");
  const bob = rowOf(VECTORS.bob.name);
  await rows
    .filter({ hasText: bob.name })
    .getByRole("link", { name: new RegExp(`^${bob.card.totalPoints} points on`) })
    .filter({ visible: true })
    .click();
  await expect(owner).toHaveURL(
    `/sweeps/${season.sweepId}/events/${season.eventId}/cards/${season.cardIds.get(bob.name)}`,
  );

  await owner.goto(`/sweeps/${season.sweepId}/order-of-merit`);
  await expect(owner.getByRole("columnheader", { name: /×2/ })).toBeVisible();
  const standings = owner.locator("tbody tr");
  for (const [at, row] of ranked.entries()) {
    await expect(standings.nth(at).locator("th")).toHaveText(row.name);
    await expect(standings.nth(at).locator("td").nth(2)).toHaveText(String(oomPoints.get(row.name)));
  }
  const p = rowOf(VECTORS.p.name);
  await expect(owner.getByText(`${VECTORS.p.name}: ${p.position}`, { exact: false })).toBeVisible();
  await screenshot(owner, testInfo, "sweep-order-of-merit");
});
