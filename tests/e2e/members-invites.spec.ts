import { type Browser, expect, type Page, test, type TestInfo } from "@playwright/test";
import { completeRegistration, newPerson, register, screenshot } from "./support/app";
import { callApi } from "./support/scoring";
import { londonDay } from "./support/days";

// The secretary's tasks of bringing people in: each test makes its own sweep with a newly registered owner, so
// the projects running side by side never meet.

const TEST_HOLES = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5].map((par, i) => ({
  number: i + 1,
  par,
  index: i < 9 ? 2 * i + 1 : 2 * (i - 9) + 2,
}));

async function ownerWithSweep(browser: Browser, testInfo: TestInfo, firstName: string) {
  const page = await (await browser.newContext()).newPage();
  const person = newPerson(testInfo, firstName);
  await register(page, person);
  const sweep = await callApi<{ id: string; name: string }>(page, "POST", "/api/sweeps/createSweep", {
    name: `${firstName} Society ${testInfo.project.name} ${Date.now().toString(36)}`,
  });
  return { page, person, sweep };
}

async function openMembers(page: Page, sweepId: string) {
  await page.goto(`/sweeps/${sweepId}/members`);
  await expect(page.getByRole("tab", { name: "Current" })).toBeVisible();
}

/** Fills the register form the page is on (reached from a link, so it returns there). */
const fold = (page: Page, title: string) => page.locator("details").filter({ hasText: title });

async function openFold(page: Page, title: string) {
  const details = fold(page, title);
  // A tap before hydration may be lost: open until the fold says it is open.
  await expect(async () => {
    if (!(await details.evaluate((node) => (node as HTMLDetailsElement).open)))
      await details.locator("summary").click();
    expect(await details.evaluate((node) => (node as HTMLDetailsElement).open)).toBe(true);
  }).toPass({ timeout: 10_000 });
  return details;
}

test("a secretary adds a member without an account, his marker scores him, the CSV lists him, and he claims the record", async ({
  browser,
}, testInfo) => {
  // Two people register and a round is set up: more steps than one default test time on a shared 2-core machine.
  test.slow();
  const { page: owner, sweep } = await ownerWithSweep(browser, testInfo, "Sally");
  await openMembers(owner, sweep.id);
  await screenshot(owner, testInfo, "members-before-add");

  const addForm = await openFold(owner, "Add a member without an account");
  await addForm.getByLabel("Name").fill("Percy Paper");
  await addForm.getByLabel("Handicap").fill("14.2");
  await addForm.getByRole("button", { name: "Add member" }).click();
  await expect(addForm.getByText("Percy Paper is a member now.")).toBeVisible();
  const row = owner.getByRole("tabpanel").getByRole("button", { name: /Percy Paper/ });
  await expect(row).toContainText("No account");
  await expect(row).toContainText("14");

  await addForm.getByLabel("Name").fill("percy  paper");
  await addForm.getByLabel("Handicap").fill("9");
  await addForm.getByRole("button", { name: "Add member" }).click();
  await expect(addForm.getByText("There is already a member called percy paper.")).toBeVisible();
  await screenshot(owner, testInfo, "members-after-add");

  // He plays: entered and drawn with the secretary, who marks his card.
  const course = await callApi<{ id: string }>(owner, "POST", "/api/courses", {
    sweepId: sweep.id,
    name: "Paper Links",
    holes: TEST_HOLES,
  });
  const event = await callApi<{ id: string; sweepMembers: Array<{ id: string; fullName: string }> }>(
    owner,
    "POST",
    "/api/events",
    { sweepId: sweep.id, courseId: course.id, date: londonDay() },
  );
  for (const member of event.sweepMembers) await callApi(owner, "POST", `/api/events/${event.id}/players/${member.id}`);
  await callApi(owner, "POST", `/api/events/draw/${event.id}`, {});
  const cards = await callApi<Array<{ id: string; player: { fullName: string } }>>(
    owner,
    "GET",
    `/api/events/${event.id}/cards`,
  );
  const paperCard = cards.find((card) => card.player.fullName === "Percy Paper")!;
  const card = await callApi<{ scores: Array<{ id: string; holeNumber: number; version: number }> }>(
    owner,
    "GET",
    `/api/scorecards/${paperCard.id}`,
  );
  const first = card.scores.find((score) => score.holeNumber === 1)!;
  await callApi(owner, "PUT", `/api/cards/${paperCard.id}/scores/${first.id}`, {
    hole: 1,
    gross: 5,
    version: first.version,
  });

  const download = owner.waitForEvent("download");
  await openMembers(owner, sweep.id);
  await owner.getByRole("link", { name: "Export member list (CSV)" }).click();
  const csv = await (await download).createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  });
  expect(csv).toContain("Name,Handicap index,Playing handicap,Email,Role,Member since\r\n");
  expect(csv).toMatch(/Percy Paper,14\.2,14,,Member,/);

  // The claim link for his new email; he registers with it from the link and his card is his.
  await owner
    .getByRole("tabpanel")
    .getByRole("button", { name: /Percy Paper/ })
    .click();
  const panel = owner.getByRole("dialog", { name: "Percy Paper" });
  const percy = newPerson(testInfo, "Percy");
  await panel.getByLabel("His email").fill(percy.email);
  await panel.getByRole("button", { name: "Get claim link" }).click();
  const link = panel.getByRole("textbox", { name: "Claim link" });
  await expect(link).toHaveValue(/\/claim\/[A-Za-z0-9_-]{40,}$/);
  await screenshot(owner, testInfo, "member-claim-link");
  const claimUrl = await link.inputValue();

  const claimer = await (await browser.newContext()).newPage();
  await claimer.goto(claimUrl);
  await expect(claimer.getByRole("heading", { name: "Claim your record" })).toBeVisible();
  await claimer.getByRole("main").getByRole("link", { name: "Register" }).click();
  await completeRegistration(claimer, percy);
  await expect(claimer).toHaveURL(claimUrl);
  await claimer.getByRole("button", { name: "I am Percy Paper: claim my record" }).click();
  await expect(claimer).toHaveURL(new RegExp(`/sweeps/${sweep.id}$`));
  const own = await callApi<{ events: Array<{ id: string; cardId: string | null }> }>(
    claimer,
    "GET",
    "/api/player/getUserPlayer",
  );
  expect(own.events).toEqual([expect.objectContaining({ id: event.id, cardId: paperCard.id })]);
  await screenshot(claimer, testInfo, "member-claimed");
  await Promise.all([owner.context().close(), claimer.context().close()]);
});

test("an invite link from the group chat registers a newcomer and files his join request; revoked, it stops", async ({
  browser,
}, testInfo) => {
  test.slow();
  const { page: owner, sweep } = await ownerWithSweep(browser, testInfo, "Ivy");
  await openMembers(owner, sweep.id);
  const links = await openFold(owner, "Invite links");
  await links.getByLabel("Link works").selectOption({ label: "30 days" });
  await links.getByRole("button", { name: "Make invite link" }).click();
  const link = links.getByRole("textbox", { name: "Invite link" });
  await expect(link).toHaveValue(/\/invite\/[A-Za-z0-9_-]{40,}$/);
  await screenshot(owner, testInfo, "invite-link-made");
  const inviteUrl = await link.inputValue();

  const newcomer = await (await browser.newContext()).newPage();
  await newcomer.goto(inviteUrl);
  await expect(newcomer.getByRole("heading", { name: `Join ${sweep.name}` })).toBeVisible();
  await screenshot(newcomer, testInfo, "invite-link-opened");
  await newcomer.getByRole("main").getByRole("link", { name: "Register" }).click();
  await completeRegistration(newcomer, newPerson(testInfo, "Nell"));
  await expect(newcomer).toHaveURL(inviteUrl);
  await newcomer.getByRole("button", { name: `Ask to join ${sweep.name}` }).click();
  await expect(newcomer.getByText(`Your request to join ${sweep.name} is with its admins.`)).toBeVisible();
  await screenshot(newcomer, testInfo, "invite-link-requested");

  await openMembers(owner, sweep.id);
  await expect(owner.locator("summary").filter({ hasText: "1 join request" })).toBeVisible();
  const revokeFold = await openFold(owner, "Invite links");
  await revokeFold.getByRole("button", { name: "Revoke link" }).click();
  const confirmation = owner.getByRole("alertdialog", { name: "Revoke this invite link?" });
  await confirmation.getByRole("button", { name: "Revoke link" }).click();
  await expect(confirmation).toBeHidden();
  await expect(revokeFold.getByRole("textbox", { name: "Invite link" })).toHaveCount(0);

  await newcomer.goto(inviteUrl);
  await expect(newcomer.getByText(/has been withdrawn\. Ask the secretary for the current one\./)).toBeVisible();
  await Promise.all([owner.context().close(), newcomer.context().close()]);
});

test("a drawn event moves to another day with its groups, and shows where it moved from", async ({
  browser,
}, testInfo) => {
  const { page: owner, sweep } = await ownerWithSweep(browser, testInfo, "Mo");
  await callApi(owner, "POST", `/api/sweeps/${sweep.id}/members`, { fullName: "Frost Partner", handicap: 20 });
  const course = await callApi<{ id: string }>(owner, "POST", "/api/courses", {
    sweepId: sweep.id,
    name: "Frosty Downs",
    holes: TEST_HOLES,
  });
  const event = await callApi<{ id: string; sweepMembers: Array<{ id: string }> }>(owner, "POST", "/api/events", {
    sweepId: sweep.id,
    courseId: course.id,
    date: londonDay(3),
  });
  for (const member of event.sweepMembers) await callApi(owner, "POST", `/api/events/${event.id}/players/${member.id}`);
  await callApi(owner, "POST", `/api/events/draw/${event.id}`, {});

  const eventPath = `/sweeps/${sweep.id}/events/${event.id}`;
  await owner.goto(eventPath);
  await screenshot(owner, testInfo, "event-before-move");
  await owner.getByRole("link", { name: "Move event" }).click();
  await expect(owner.getByText("The draw stays as it is.")).toBeVisible();
  await owner.getByLabel("Date of play").fill(londonDay(10));
  await screenshot(owner, testInfo, "event-move-form");
  await owner.getByRole("button", { name: "Move event" }).click();
  await expect(owner).toHaveURL(eventPath);
  const weekday = new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  })
    .format(new Date(`${londonDay(3)}T00:00:00Z`))
    .replace(",", "");
  await expect(owner.getByText(`Moved from ${weekday}`)).toBeVisible();
  await expect(
    owner.getByRole("tabpanel").getByRole("link", { name: "Frost Partner: open the card" }).first(),
  ).toBeVisible();
  await screenshot(owner, testInfo, "event-after-move");
  await owner.context().close();
});
