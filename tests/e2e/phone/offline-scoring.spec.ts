import { type Browser, expect, type Page, test } from "@playwright/test";
import type { CardChangeDto, ScorecardDto } from "@/lib/validation/scorecards";
import { signedInAs } from "../support/app";
import {
  callApi,
  drawnEvent,
  expectEverySaved,
  expectKeptForNoSignal,
  holeRow,
  keypad,
  showFullCard,
  tapGross,
} from "../support/scoring";

// Members of Sunday Swingers no other spec scores with; each test makes its own event, so its cards are its own.
const PLAYER = "Hannah Lewis";
const MARKER = "Dan O'Brien";

/** Holes 1–12: 1–6 typed with signal, 7–12 with none. */
const GROSS = [5, 4, 3, 6, 5, 4, 4, 5, 3, 6, 4, 5];

const cardPath = (sweepId: string, eventId: string, cardId: string) =>
  `/sweeps/${sweepId}/events/${eventId}/cards/${cardId}`;

/** The hole's "waiting for signal" dot on the card. */
const pendingDot = (page: Page, holeNumber: number) => holeRow(page, holeNumber).row.getByTitle("Waiting for signal");

async function savedGrossChanges(page: Page, cardId: string) {
  const changes = await callApi<CardChangeDto[]>(page, "GET", `/api/cards/${cardId}/changes`);
  return changes.filter(({ kind }) => kind === "gross");
}

async function playerCard(browser: Browser) {
  const owner = await signedInAs(browser, "Alex Morgan");
  const event = await drawnEvent(owner, [PLAYER, MARKER]);
  await owner.context().close();
  const card = event.cards.get(PLAYER);
  expect(card, `${PLAYER} has a card`).toBeDefined();
  return { ...event, card: card as ScorecardDto };
}

test("holes marked with no signal show at once, survive a reload with no signal, and are saved exactly once when it returns", async ({
  browser,
}) => {
  const { sweepId, eventId, card } = await playerCard(browser);
  const player = await signedInAs(browser, PLAYER);
  await player.goto(cardPath(sweepId, eventId, card.id));
  await expectKeptForNoSignal(player);
  await showFullCard(player);

  for (const [at, gross] of GROSS.slice(0, 6).entries()) {
    await expect(keypad(player)).toHaveAccessibleName(`Keypad for hole ${at + 1}`);
    await tapGross(player, gross);
  }
  await expect(player.getByText(/waiting for signal/)).toHaveCount(0);
  await expectEverySaved(player);

  await player.context().setOffline(true);
  for (const [at, gross] of GROSS.slice(6).entries()) {
    const holeNumber = at + 7;
    await expect(keypad(player)).toHaveAccessibleName(`Keypad for hole ${holeNumber}`);
    await tapGross(player, gross);
    await expect(holeRow(player, holeNumber).gross, "the tap shows at once").toHaveText(new RegExp(`^${gross}\\b`));
    await expect(pendingDot(player, holeNumber)).toHaveCount(1);
  }
  await expect(player.getByText("No signal · 6 waiting")).toBeVisible();

  await player.reload();
  await expect(keypad(player), "the page opens from the service worker").toBeVisible();
  for (const [at, gross] of GROSS.entries())
    await expect(holeRow(player, at + 1).gross).toHaveText(new RegExp(`^${gross}\\b`));
  for (const holeNumber of [7, 8, 9, 10, 11, 12]) await expect(pendingDot(player, holeNumber)).toHaveCount(1);
  for (const holeNumber of [1, 2, 3, 4, 5, 6]) await expect(pendingDot(player, holeNumber)).toHaveCount(0);
  await expect(player.getByText("No signal · 6 waiting")).toBeVisible();

  await player.context().setOffline(false);
  await expect(player.getByText(/waiting for signal/)).toHaveCount(0, { timeout: 30_000 });
  await expectEverySaved(player);
  for (const holeNumber of [7, 8, 9, 10, 11, 12]) await expect(pendingDot(player, holeNumber)).toHaveCount(0);

  const saved = await callApi<ScorecardDto>(player, "GET", `/api/scorecards/${card.id}`);
  expect(saved.scores.slice(0, 12).map(({ gross, version }) => ({ gross, version }))).toEqual(
    GROSS.map((gross) => ({ gross, version: 1 })),
  );
  const changes = await savedGrossChanges(player, card.id);
  expect(
    changes.map(({ holeNumber, value }) => ({ holeNumber, value })).reverse(),
    "each hole once, in tap order",
  ).toEqual(GROSS.map((value, at) => ({ holeNumber: at + 1, value })));
  await player.context().close();
});

test("the phantom save: the server keeps a score whose answer was lost, and the retry does not write it twice", async ({
  browser,
}) => {
  const { sweepId, eventId, card } = await playerCard(browser);
  // Without the service worker, so that every write passes this page's route on its way to the server.
  const player = await signedInAs(browser, PLAYER, { serviceWorkers: "block" });
  const keys: string[] = [];
  // The first write reaches the server and is committed; its answer is cut off on the way back to the phone.
  await player.route(`**/api/cards/${card.id}/scores/*`, async (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "none");
    if (keys.length > 1) return route.continue();
    await route.fetch();
    return route.abort("connectionreset");
  });
  await player.goto(cardPath(sweepId, eventId, card.id));
  await showFullCard(player);
  await expect(keypad(player)).toHaveAccessibleName("Keypad for hole 1");
  await tapGross(player, 5);

  await expect(player.getByText(/waiting for signal/)).toHaveCount(0, { timeout: 30_000 });
  await expectEverySaved(player);
  await expect(pendingDot(player, 1)).toHaveCount(0);
  await expect(holeRow(player, 1).gross).toHaveText(/^5\b/);
  expect(keys).toHaveLength(2);
  expect(keys[1], "the retry is the same save").toBe(keys[0]);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);

  const changes = await savedGrossChanges(player, card.id);
  expect(changes.map(({ holeNumber, value }) => ({ holeNumber, value }))).toEqual([{ holeNumber: 1, value: 5 }]);
  const saved = await callApi<ScorecardDto>(player, "GET", `/api/scorecards/${card.id}`);
  expect(saved.scores[0]).toMatchObject({ gross: 5, version: 1 });
  await player.context().close();
});
