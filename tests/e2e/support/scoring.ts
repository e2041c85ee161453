import { expect, type Locator, type Page } from "@playwright/test";
import { CARD_DECISIONS } from "@/lib/validation/card-decisions";
import type { ScorecardDto } from "@/lib/validation/scorecards";
import { londonDay } from "./days";

/** The close endpoint's body of a secretary who closes whatever the cards (docs/screens-and-api.md#closing-with-everything-in-view). */
export const CLOSE_ANYWAY = { confirm: [...CARD_DECISIONS] };

/** An API call from the signed-in page, with its anti-forgery header, as the app's own client makes it. */
export async function callApi<T>(page: Page, method: "GET" | "POST" | "PUT", path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async (request) => {
      const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? "");
      const response = await fetch(request.path, {
        method: request.method,
        headers: { "content-type": "application/json", "x-xsrf-token": xsrf },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
      return { status: response.status, text: await response.text() };
    },
    { method, path, body },
  );
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300);
  return JSON.parse(answer.text) as T;
}

export type ScoringEvent = { sweepId: string; eventId: string; cards: Map<string, ScorecardDto> };

/**
 * A new event today of the demo society's Sunday Swingers on Oakfield Park, made by its owner through the API.
 * `teeName` is the tees the field plays (none unless given).
 */
export async function sundayEvent(
  owner: Page,
  options: { teeName?: string } = {},
): Promise<{ sweepId: string; eventId: string }> {
  await owner.goto("/sweeps");
  const sweeps = await callApi<Array<{ id: string; name: string }>>(owner, "GET", "/api/sweeps");
  const sweepId = sweeps.find((sweep) => sweep.name === "Sunday Swingers")?.id ?? "";
  const courses = await callApi<Array<{ id: string; name: string }>>(owner, "GET", `/api/courses?sweepId=${sweepId}`);
  const courseId = courses.find((course) => course.name === "Oakfield Park")?.id;
  const { id: eventId } = await callApi<{ id: string }>(owner, "POST", "/api/events", {
    sweepId,
    courseId,
    date: londonDay(),
    ...options,
  });
  return { sweepId, eventId };
}

/** The owner enters each named member of the sweep in the event, one entry after another. */
export async function enterMembers(owner: Page, eventId: string, players: string[]) {
  const { sweepMembers } = await callApi<{ sweepMembers: Array<{ id: string; fullName: string }> }>(
    owner,
    "GET",
    `/api/events/${eventId}`,
  );
  for (const name of players) {
    const member = sweepMembers.find((candidate) => candidate.fullName === name);
    expect(member, `${name} is a member of the sweep`).toBeDefined();
    await callApi(owner, "POST", `/api/events/${eventId}/players/${member?.id}`);
  }
}

/** The owner makes the draw and reads each card, by its player's name. */
export async function drawCards(owner: Page, eventId: string): Promise<Map<string, ScorecardDto>> {
  await callApi(owner, "POST", `/api/events/draw/${eventId}`, {});
  const listed = await callApi<Array<{ id: string; player: { fullName: string } }>>(
    owner,
    "GET",
    `/api/events/${eventId}/cards`,
  );
  const cards = new Map<string, ScorecardDto>();
  for (const card of listed)
    cards.set(card.player.fullName, await callApi<ScorecardDto>(owner, "GET", `/api/scorecards/${card.id}`));
  return cards;
}

/**
 * A drawn event of the demo society's Sunday Swingers on Oakfield Park with the given members, made by its owner
 * through the API: each test makes its own, so parallel specs never score on one another's cards.
 */
export async function drawnEvent(
  owner: Page,
  players: string[],
  options: { teeName?: string } = {},
): Promise<ScoringEvent> {
  const { sweepId, eventId } = await sundayEvent(owner, options);
  await enterMembers(owner, eventId, players);
  return { sweepId, eventId, cards: await drawCards(owner, eventId) };
}

/** The gross that scores `points` Stableford points on a hole of the card (docs/golf-rules.md#stableford-points). */
const grossFor = (hole: ScorecardDto["scores"][number], points: number) => hole.par + hole.strokes + 2 - points;

/** An admin types in the card's holes as Stableford points (null: not entered), as a paper card is typed in. */
export async function typeIn(owner: Page, card: ScorecardDto, points: Array<number | null>) {
  await callApi(owner, "POST", "/api/scorecards/update", {
    id: card.id,
    scores: card.scores.flatMap((hole, at) =>
      points[at] === null || points[at] === undefined
        ? []
        : [{ holeNumber: hole.holeNumber, version: hole.version, gross: grossFor(hole, points[at]) }],
    ),
  });
}

/** The keypad on screen (the hidden card's keypad is not). */
export const keypad = (page: Page) => page.getByRole("region", { name: /^Keypad\b/ });

/** One tap of the keypad for the current hole: 10–20 take the "10+" key first. */
export async function tapGross(page: Page, gross: number) {
  const keys = keypad(page);
  if (gross >= 10) await keys.getByRole("button", { name: "10 or more" }).click();
  await keys.getByRole("button", { name: gross === 0 ? "0 no score" : String(gross), exact: true }).click();
}

/** A hole's row of the card on screen, and its Gross, Nett and Points marks. */
export function holeRow(scope: Page | Locator, holeNumber: number) {
  const row = scope.locator(`tr[data-hole="${holeNumber}"]`).filter({ visible: true });
  const cells = row.locator("td");
  return {
    row,
    gross: cells.nth(2).locator("[data-colour]"),
    nett: cells.nth(3).locator("[data-colour]"),
    points: cells.nth(4).locator("[data-colour]"),
  };
}

/** Every tap has reached the server: no signal line says "N waiting" any more (saves go one at a time). */
export async function expectEverySaved(page: Page) {
  await expect(page.getByRole("status").filter({ hasText: /[1-9]\d* waiting/ })).toHaveCount(0, { timeout: 30_000 });
}

/** The keypad's signal line, e.g. "No signal · 6 waiting" or "Saved just now". */
export const signalLine = (page: Page) =>
  page.getByRole("status").filter({ hasText: /^(No signal|Sending|Saved|Scores save)/ });

/** The round screens open on the hole being played; the full card's table is one tap away and stays chosen. */
export async function showFullCard(page: Page) {
  const fullCard = page.getByRole("button", { name: "Full card" });
  await fullCard.click();
  await expect(fullCard).toHaveAttribute("aria-pressed", "true");
}

/**
 * Waits until the service worker controls the page and holds the page and every script it loaded: only then
 * would a reload with no signal open it.
 */
export async function expectKeptForNoSignal(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!navigator.serviceWorker.controller) return "no worker yet";
          const assets = performance
            .getEntriesByType("resource")
            .map(({ name }) => name)
            .filter((url) => new URL(url).pathname.startsWith("/_next/static/") && url.endsWith(".js"));
          const missing = [];
          for (const url of [window.location.pathname, ...assets]) if (!(await caches.match(url))) missing.push(url);
          return missing.length === 0 ? "kept" : `missing ${missing.join(", ")}`;
        }),
      { timeout: 20_000 },
    )
    .toBe("kept");
}
