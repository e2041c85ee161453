// Every page that takes an id answers an unknown or malformed one with 404 and words naming what is missing, in both
// route families; someone outside the sweep still gets the page's refusal (200), as before. The status is fixed
// before Next starts streaming, so it can only be seen over HTTP; the words are asserted on screen in not-found.spec.ts.
import { expect, test } from "@playwright/test";
import { type LiveSession, signInNewUser } from "../support/live";
import { londonDay } from "../support/days";

type Ids = { sweepId: string; eventId: string; cardId: string; courseId: string; playerId: string };
type Missing = "sweep" | "event" | "card" | "course" | "player";

const WORDS: Record<Missing, string> = {
  sweep: "This sweep does not exist or was deleted.",
  event: "This event does not exist or was deleted.",
  card: "No scorecard has this address.",
  course: "This course does not exist in this sweep or was deleted.",
  player: "No player has this address.",
};

/** Each id-taking page, with the id whose absence it reports; the other ids in its address are real. */
const PAGES: Array<{ missing: Missing; path: (ids: Ids) => string }> = [
  { missing: "sweep", path: (ids) => `/sweeps/${ids.sweepId}` },
  { missing: "sweep", path: (ids) => `/sweeps/${ids.sweepId}/members` },
  { missing: "sweep", path: (ids) => `/sweeps/${ids.sweepId}/leaderboard` },
  { missing: "sweep", path: (ids) => `/sweeps/${ids.sweepId}/order-of-merit` },
  { missing: "sweep", path: (ids) => `/sweeps/${ids.sweepId}/rules` },
  { missing: "sweep", path: (ids) => `/sweeps/${ids.sweepId}/explain` },
  { missing: "sweep", path: (ids) => `/sweeps/${ids.sweepId}/money` },
  { missing: "sweep", path: (ids) => `/sweeps/${ids.sweepId}/money/reconciliation` },
  { missing: "sweep", path: (ids) => `/sweeps/${ids.sweepId}/courses` },
  { missing: "sweep", path: (ids) => `/sweeps/${ids.sweepId}/courses/new` },
  { missing: "sweep", path: (ids) => `/sweeps/${ids.sweepId}/events/create` },
  { missing: "sweep", path: (ids) => `/sweep/details/${ids.sweepId}` },
  { missing: "course", path: (ids) => `/sweeps/${ids.sweepId}/courses/${ids.courseId}` },
  { missing: "event", path: (ids) => `/sweeps/${ids.sweepId}/events/${ids.eventId}` },
  { missing: "event", path: (ids) => `/sweeps/${ids.sweepId}/events/${ids.eventId}/edit` },
  { missing: "event", path: (ids) => `/sweeps/${ids.sweepId}/events/${ids.eventId}/print` },
  { missing: "event", path: (ids) => `/sweeps/${ids.sweepId}/events/${ids.eventId}/payouts` },
  { missing: "event", path: (ids) => `/events/${ids.eventId}/cards` },
  { missing: "event", path: (ids) => `/events/${ids.eventId}/entries` },
  { missing: "event", path: (ids) => `/events/${ids.eventId}/groups` },
  { missing: "event", path: (ids) => `/event/detail/${ids.eventId}` },
  { missing: "event", path: (ids) => `/event/leaderboard/${ids.eventId}` },
  { missing: "event", path: (ids) => `/event/play/${ids.eventId}` },
  { missing: "event", path: (ids) => `/event/results/${ids.eventId}` },
  { missing: "event", path: (ids) => `/event/virtual-matches/${ids.eventId}` },
  { missing: "card", path: (ids) => `/sweeps/${ids.sweepId}/events/${ids.eventId}/cards/${ids.cardId}` },
  { missing: "card", path: (ids) => `/scorecard/${ids.cardId}` },
  { missing: "card", path: (ids) => `/scorecard/enter/${ids.cardId}` },
  { missing: "player", path: (ids) => `/player/details/${ids.playerId}` },
];

const ID_OF: Record<Missing, keyof Ids> = {
  sweep: "sweepId",
  event: "eventId",
  card: "cardId",
  course: "courseId",
  player: "playerId",
};

/** A sweep of the owner's own with a course and a drawn event holding the owner's card: ids nobody else changes. */
async function ownSweep(owner: LiveSession): Promise<Ids> {
  const sweep = await owner.json<{ id: string }>("POST", "/api/sweeps/createSweep", {
    name: `Not found ${Date.now().toString(36)}`,
  });
  const holes = Array.from({ length: 18 }, (_, index) => ({ number: index + 1, par: 4, index: index + 1 }));
  const course = await owner.json<{ id: string }>("POST", "/api/courses", {
    sweepId: sweep.id,
    name: "Lost Links",
    holes,
  });
  const event = await owner.json<{ id: string }>("POST", "/api/events", {
    sweepId: sweep.id,
    courseId: course.id,
    date: londonDay(7),
  });
  await owner.json("POST", "/api/entries/enter", { id: event.id });
  await owner.json("POST", `/api/events/draw/${event.id}`, {});
  const [card] = await owner.json<Array<{ id: string; player: { id: string } }>>(
    "GET",
    `/api/events/${event.id}/cards`,
  );
  if (!card) throw new Error("The drawn event has no card");
  return { sweepId: sweep.id, eventId: event.id, cardId: card.id, courseId: course.id, playerId: card.player.id };
}

let owner: LiveSession;
let outsider: LiveSession;
let ids: Ids;
let otherIds: Ids;

test.beforeAll(async ({ baseURL }) => {
  owner = await signInNewUser(baseURL ?? "", "not-found-owner");
  outsider = await signInNewUser(baseURL ?? "", "not-found-outsider");
  [ids, otherIds] = await Promise.all([ownSweep(owner), ownSweep(owner)]);
});

async function expectMissing(session: LiveSession, path: string, missing: Missing) {
  const response = await session.fetch(path);
  expect(response.status, `${path} is a 404`).toBe(404);
  expect(await response.text(), `${path} says which thing is missing`).toContain(WORDS[missing]);
}

test("an unknown id on any page is a 404 that names what is missing", async () => {
  for (const page of PAGES) {
    await expectMissing(owner, page.path({ ...ids, [ID_OF[page.missing]]: crypto.randomUUID() }), page.missing);
  }
});

test("a malformed id on any page is a 404 that names what is missing", async () => {
  for (const page of PAGES) {
    await expectMissing(owner, page.path({ ...ids, [ID_OF[page.missing]]: "not-a-uuid" }), page.missing);
  }
});

test("the first missing thing of an address is the one named", async () => {
  const card = `/events/${ids.eventId}/cards/${ids.cardId}`;
  await expectMissing(owner, `/sweeps/${crypto.randomUUID()}${card}`, "sweep");
  await expectMissing(owner, `/sweeps/${ids.sweepId}/events/${crypto.randomUUID()}/cards/${ids.cardId}`, "event");
  await expectMissing(owner, `/sweeps/${otherIds.sweepId}/events/${ids.eventId}`, "event");
  await expectMissing(owner, `/sweeps/${ids.sweepId}/events/${otherIds.eventId}/cards/${ids.cardId}`, "card");
  await expectMissing(owner, `/sweeps/${otherIds.sweepId}/courses/${ids.courseId}`, "course");
});

test("every page answers its own ids, and someone outside the sweep gets its refusal, not a 404", async () => {
  for (const page of PAGES) {
    const path = page.path(ids);
    expect((await owner.fetch(path)).status, `${path} for its owner`).toBe(200);
    expect((await outsider.fetch(path)).status, `${path} for someone outside the sweep`).toBe(200);
  }
});
