// Join and Play by the event's day (lib/events/event-action.ts), the action on every event card, and the same words
// for the same state, at phone size in both route families. The sweep is this spec's own, so its cards are only
// the events made here.
import { type Browser, expect, type Locator, type Page, test, type TestInfo } from "@playwright/test";
import { eventDay, formatDayWithWeekday } from "@/lib/dates";
import { playOnLabel } from "@/lib/events/event-action";
import { newPerson, openMenu, register, screenshot } from "../support/app";
import { callApi, CLOSE_ANYWAY, showFullCard } from "../support/scoring";
import { clearOfMidnight, londonDay } from "../support/days";

// Each test builds its own sweep, member and events through the API first: more than a minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

const COURSE = "Brackenridge";
const HOLES = Array.from({ length: 18 }, (_, at) => ({ number: at + 1, par: 4, index: at + 1 }));

type Society = {
  owner: Page;
  ownerId: string;
  member: Page;
  memberName: string;
  memberId: string;
  sweepId: string;
  courseId: string;
};

/** A new secretary's sweep with one course, and a newcomer who asked to join and was approved. */
async function society(browser: Browser, testInfo: TestInfo): Promise<Society> {
  // A secretary of their own: a demo member may create only a few sweeps an hour (lib/server/auth/write-limits.ts).
  const owner = await (await browser.newContext()).newPage();
  await register(owner, newPerson(testInfo, "Sally"));
  const { id: sweepId } = await callApi<{ id: string }>(owner, "POST", "/api/sweeps/createSweep", {
    name: `Card actions ${Date.now().toString(36)}`,
  });
  const { id: courseId } = await callApi<{ id: string }>(owner, "POST", "/api/courses", {
    sweepId,
    name: COURSE,
    holes: HOLES,
  });
  const person = newPerson(testInfo, "Morgan");
  const member = await (await browser.newContext()).newPage();
  await register(member, person);
  await callApi(member, "POST", `/api/sweeps/join/${sweepId}`);
  const { playerId } = await callApi<{ playerId: string }>(member, "GET", "/api/account/getUserAuthDetails");
  await callApi(owner, "POST", "/api/sweeps/approve", { playerId, sweepId });
  return {
    owner,
    ownerId: await ownPlayerId(owner),
    member,
    memberName: `${person.firstName} ${person.lastName}`,
    memberId: playerId,
    sweepId,
    courseId,
  };
}

async function ownPlayerId(page: Page) {
  return (await callApi<{ playerId: string }>(page, "GET", "/api/account/getUserAuthDetails")).playerId;
}

async function cardOfPlayer(s: Society, eventId: string, playerId: string) {
  const cards = await callApi<Array<{ id: string; player: { id: string } }>>(
    s.owner,
    "GET",
    `/api/events/${eventId}/cards`,
  );
  return cards.find((card) => card.player.id === playerId);
}

const ownersCard = (s: Society, eventId: string) => cardOfPlayer(s, eventId, s.ownerId);

type Setup = { date: string; entered?: boolean; draw?: boolean; entriesOpenAfterDraw?: boolean; close?: boolean };

async function event(s: Society, setup: Setup): Promise<string> {
  const { id } = await callApi<{ id: string }>(s.owner, "POST", "/api/events", {
    sweepId: s.sweepId,
    courseId: s.courseId,
    date: setup.date,
    entriesOpenAfterDraw: setup.entriesOpenAfterDraw ?? false,
  });
  if (setup.entered) await callApi(s.owner, "POST", `/api/events/${id}/players/${s.memberId}`);
  // The owner plays in every drawn event, so there is a field to draw whether the member entered or not.
  if (setup.draw) {
    await callApi(s.owner, "POST", `/api/events/${id}/players/${s.ownerId}`);
    await callApi(s.owner, "POST", `/api/events/draw/${id}`, {});
  }
  if (setup.close) {
    const card = await ownersCard(s, id);
    const { scores } = await callApi<{ scores: Array<{ holeNumber: number; version: number }> }>(
      s.owner,
      "GET",
      `/api/scorecards/${card?.id}`,
    );
    await callApi(s.owner, "POST", "/api/scorecards/update", {
      id: card?.id,
      scores: scores.map(({ holeNumber, version }) => ({ holeNumber, version, gross: 4 })),
    });
    await callApi(s.owner, "POST", `/api/events/close/${id}`, CLOSE_ANYWAY);
  }
  return id;
}

const cardOf = (page: Page, date: string) =>
  page.getByRole("article", { name: `${COURSE}, ${formatDayWithWeekday(eventDay(date))}` });

/** Every action on the card is a thumb-sized target (≥ 44 px tall). */
async function expectThumbSized(target: Locator) {
  const box = await target.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

test("every event card of a sweep carries its action, by the event's day and state, in both route families", async ({
  browser,
}, testInfo) => {
  await clearOfMidnight(testInfo);
  const s = await society(browser, testInfo);
  const days = {
    open: londonDay(40),
    drawnAhead: londonDay(41),
    openAfterDraw: londonDay(42),
    today: londonDay(),
    passed: londonDay(-3),
    complete: londonDay(-10),
  };
  await event(s, { date: days.open });
  await event(s, { date: days.drawnAhead, entered: true, draw: true });
  await event(s, { date: days.openAfterDraw, entered: false, draw: true, entriesOpenAfterDraw: true });
  await event(s, { date: days.today, entered: true, draw: true });
  await event(s, { date: days.passed });
  await event(s, { date: days.complete, entered: true, draw: true, close: true });

  for (const [family, path] of [
    ["newer", `/sweeps/${s.sweepId}`],
    ["classic", `/sweep/details/${s.sweepId}`],
  ] as const) {
    const page = s.member;
    await page.goto(path);
    if (family === "classic") await page.getByRole("tab", { name: "Events" }).click();

    const open = cardOf(page, days.open);
    await expectThumbSized(open.getByRole("button", { name: `Join ${COURSE}` }));
    const drawnAhead = cardOf(page, days.drawnAhead);
    const playOn = drawnAhead.getByRole("link", { name: new RegExp(`^${playOnLabel(days.drawnAhead)}`) });
    await expectThumbSized(playOn);
    await expect(drawnAhead.getByRole("link", { name: `Play ${COURSE}`, exact: true })).toHaveCount(0);
    await expectThumbSized(cardOf(page, days.openAfterDraw).getByRole("button", { name: `Join ${COURSE}` }));
    await expectThumbSized(cardOf(page, days.today).getByRole("link", { name: `Play ${COURSE}` }));
    await expectThumbSized(cardOf(page, days.passed).getByText("Pending Draw", { exact: true }).last());
    await expect(cardOf(page, days.passed).getByRole("button", { name: /Join/ })).toHaveCount(0);
    await expectThumbSized(cardOf(page, days.complete).getByRole("link", { name: `Results of ${COURSE}` }));
    await screenshot(page, testInfo, `event-cards-${family}`);

    // Joining shows at once, and Withdraw takes it back; both through the same rule the server enforces.
    await open.getByRole("button", { name: `Join ${COURSE}` }).click();
    await expect(open.getByRole("status")).toHaveText(/You’re in/);
    await expectThumbSized(open.getByRole("button", { name: `Withdraw from ${COURSE}` }));
    await screenshot(page, testInfo, `event-cards-joined-${family}`);
    await open.getByRole("button", { name: `Withdraw from ${COURSE}` }).click();
    await page
      .getByRole("alertdialog", { name: /^Withdraw from / })
      .getByRole("button", { name: "Withdraw" })
      .click();
    await expect(open.getByRole("button", { name: `Join ${COURSE}` })).toBeVisible();
    await expect(async () => {
      const events = await callApi<Array<{ date: string; action: string }>>(
        page,
        "GET",
        `/api/sweeps/${s.sweepId}/events`,
      );
      expect(events.find((listed) => listed.date === days.open)?.action).toBe("join");
    }).toPass();

    // Playing before the day leads to the groups, not the card.
    await playOn.click();
    await expect(page.getByRole("heading", { name: COURSE, level: 2 })).toBeVisible();
    await expect(page.getByText(playOnLabel(days.drawnAhead), { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Play", exact: true })).toHaveCount(0);
    await expect(page.getByText("Entries close at the draw (admins can still add players).")).toBeVisible();
    await screenshot(page, testInfo, `event-play-on-${family}`);
  }
});

test("entries follow the event's setting: the form sets it, the page shows it, and the server refuses a late entry", async ({
  browser,
}, testInfo) => {
  const s = await society(browser, testInfo);
  await s.owner.goto(`/sweeps/${s.sweepId}/events/create`);
  await s.owner.getByLabel("Course").selectOption({ label: `${COURSE} (par 72)` });
  await s.owner.getByLabel("Date of play").fill(londonDay(50));
  const stayOpen = s.owner.getByRole("radio", {
    name: "Entries stay open until the day of play, with a redraw for late entrants",
  });
  await expect(s.owner.getByRole("radio", { name: /^Entries close at the draw/ })).toBeChecked();
  await stayOpen.check();
  await s.owner.getByRole("button", { name: "Create event" }).click();
  await s.owner.waitForURL(/\/events\/[0-9a-f-]{36}$/);
  await expect(
    s.owner.getByText("Entries stay open until the day of play, with a redraw for late entrants."),
  ).toBeVisible();
  const staying = s.owner.url().split("/").at(-1) ?? "";
  await callApi(s.owner, "POST", `/api/events/${staying}/players/${s.ownerId}`);
  await callApi(s.owner, "POST", `/api/events/draw/${staying}`, {});

  // A member joins the drawn event whose entries stay open, on the event page of either family.
  await s.member.goto(`/event/detail/${staying}`);
  await s.member.getByRole("button", { name: "Join event" }).click();
  await expect(s.member.getByRole("button", { name: "Withdraw" })).toBeVisible();
  await expect(
    s.member.getByText("You're in, not yet in a group. You can withdraw until the day of play."),
  ).toBeVisible();

  // The default closes at the draw: no Join on the page, and the API refuses with the reason.
  const closing = await event(s, { date: londonDay(51), draw: true });
  await s.member.goto(`/sweeps/${s.sweepId}/events/${closing}`);
  await expect(
    s.member.getByText("The draw has been made, so entries are closed. An admin can still add you."),
  ).toBeVisible();
  await expect(s.member.getByRole("button", { name: "Join event" })).toHaveCount(0);
  const refused = await s.member.evaluate(async (eventId) => {
    const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? "");
    const response = await fetch("/api/entries/enter", {
      method: "POST",
      headers: { "content-type": "application/json", "x-xsrf-token": xsrf },
      body: JSON.stringify({ id: eventId }),
    });
    return { status: response.status, body: (await response.json()) as { detail: string } };
  }, closing);
  expect(refused).toEqual({
    status: 409,
    body: expect.objectContaining({
      detail: "The draw has been made, so entries are closed. Ask an admin of the sweep to add you.",
    }),
  });
});

test("admins mark any card from the groups, and an unfinished card's totals read NR on every screen", async ({
  browser,
}, testInfo) => {
  const s = await society(browser, testInfo);
  const eventId = await event(s, { date: londonDay(), entered: true, draw: true });
  const card = await cardOfPlayer(s, eventId, s.memberId);

  for (const path of [`/sweeps/${s.sweepId}/events/${eventId}`, `/event/detail/${eventId}`]) {
    await s.owner.goto(path);
    const groups = s.owner.getByRole("tabpanel");
    await openMenu(groups.getByRole("button", { name: `Actions for ${s.memberName}` }));
    const mark = s.owner.getByRole("menuitem", { name: "Mark card" });
    await expectThumbSized(mark);
    await screenshot(s.owner, testInfo, `groups-mark-card-${path.startsWith("/sweeps") ? "newer" : "classic"}`);
  }

  for (const path of [`/sweeps/${s.sweepId}/events/${eventId}/cards/${card?.id}`, `/scorecard/${card?.id}`]) {
    await s.member.goto(path);
    // The hole view leads on a phone; the totals are the full card's, a choice the phone then remembers.
    if (path.startsWith("/sweeps")) await showFullCard(s.member);
    const totals = s.member.getByRole("region", { name: "Card totals" });
    await expect(totals.getByText("NR", { exact: true })).toHaveCount(2);
    await expect(totals.getByText("–", { exact: true })).toHaveCount(0);
  }
});

test("login-failed shows a message from the link only when it is one of the catalogue's", async ({ page }) => {
  await page.goto(`/authentication/login-failed?message=${encodeURIComponent("The user closed the window.")}`);
  await expect(page.getByRole("alert").filter({ hasText: /\w/ })).toHaveText("The user closed the window.");
  await page.goto(`/authentication/login-failed?message=${encodeURIComponent("Call 0800 to verify your account")}`);
  await expect(page.getByRole("alert").filter({ hasText: /\w/ })).toHaveText("There was an error signing in.");
  await expect(page.getByText("Call 0800")).toHaveCount(0);
});
