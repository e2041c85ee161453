import { expect, type Page, test, type TestInfo } from "@playwright/test";
import { openMenu, pdfPageCount, screenshot, signedInAs } from "./support/app";
import { signInDemoMember } from "./support/live";
import { clearOfMidnight, londonDay } from "./support/days";

// Each size creates its own event in the demo society, so both run at once without meeting; the members used here
// are not ones other specs remove from the sweep (members-actions removes Nina Kowalski and Ben Carter).
// Two join on the event page; the other six through the same endpoint without a browser each, so nine pages do not
// share the test machine's two cores with the rest of the suite.
const PAGE_JOINERS = ["Sam Patel", "Rachel Green"];
const API_JOINERS = ["jamie", "chris", "priya", "tom", "ellie", "owen"];
const WITHDRAWER = "Rachel Green";
const EVENT_PAGE = /\/sweeps\/[0-9a-f-]{36}\/events\/[0-9a-f-]{36}$/;

async function openSundaySwingers(page: Page) {
  await page.goto("/sweeps");
  await page.getByRole("link", { name: "Sunday Swingers" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Sunday Swingers" })).toBeVisible();
}

/** A number of the event header, by its label. */
const fact = (page: Page, label: string) =>
  page.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd");

test("an owner runs an event: create, members join, add two players, a withdrawal, the draw and its print", async ({
  browser,
  baseURL,
}, testInfo: TestInfo) => {
  // Nine people at once on one small test machine: their sign-ins and the three pages share its two cores.
  test.setTimeout(240_000);
  await clearOfMidnight(testInfo);
  const owner = await signedInAs(browser, "Alex Morgan");
  await openSundaySwingers(owner);
  const sweepUrl = owner.url();

  await owner.getByRole("link", { name: "New event" }).click();
  await expect(owner.getByRole("heading", { name: "New event" })).toBeVisible();
  await expect(owner.getByLabel("Date of play")).toHaveValue(londonDay());
  await expect(owner.getByLabel("Winter handicaps (¾ of each playing handicap)")).not.toBeChecked();
  await owner.getByRole("button", { name: "Create event" }).click();
  await expect(owner.getByText("Choose a course.")).toBeVisible();
  await owner.getByLabel("Course").selectOption({ label: "Heathview (par 71)" });
  await expect(owner.getByText("Choose a course.")).toBeHidden();
  await owner.getByLabel("Double order-of-merit points").check();
  await screenshot(owner, testInfo, "event-create");
  await owner.getByRole("button", { name: "Create event" }).click();

  await expect(owner).toHaveURL(EVENT_PAGE);
  const eventUrl = owner.url();
  await expect(owner.getByRole("heading", { name: "Heathview" })).toBeVisible();
  await expect(owner.getByText("Pending Draw")).toBeVisible();
  await expect(owner.getByText("Double OOM points")).toBeVisible();
  await expect(owner.getByRole("tab", { name: /Entries/ })).toHaveAttribute("aria-selected", "true");

  const eventId = eventUrl.split("/").at(-1);
  await Promise.all(
    API_JOINERS.map(async (firstName) => {
      const member = await signInDemoMember(baseURL!, `${firstName}@example.com`);
      await member.json("POST", "/api/entries/enter", { id: eventId });
    }),
  );
  const members = await Promise.all(
    PAGE_JOINERS.map(async (name) => {
      const page = await signedInAs(browser, name);
      await page.goto(eventUrl);
      // The owner counts the entries next: each join must be stored, not only shown.
      const joined = page.waitForResponse((answer) => answer.url().endsWith("/api/entries/enter") && answer.ok());
      await page.getByRole("button", { name: "Join event" }).click();
      await joined;
      await expect(page.getByRole("button", { name: "Withdraw" })).toBeVisible();
      return { name, page };
    }),
  );
  const sam = members[0]!.page;
  await expect(sam.getByText("You're in. You can withdraw until the draw is made.")).toBeVisible();
  await screenshot(sam, testInfo, "event-member-joined");

  await owner.reload();
  await expect(fact(owner, "Players")).toHaveText("8");
  await owner.getByRole("button", { name: "Add players" }).click();
  const panel = owner.getByRole("dialog", { name: "Add players" });
  await panel.getByLabel("Filter by name").fill("o’BRIEN");
  await expect(panel.getByRole("listitem")).toHaveCount(1);
  await screenshot(owner, testInfo, "event-add-players");
  await panel.getByRole("button", { name: "Add Dan O'Brien" }).click();
  await expect(panel.getByRole("status")).toHaveText("Added Dan O'Brien.");
  await panel.getByLabel("Filter by name").fill("lewis");
  await panel.getByRole("button", { name: "Add Hannah Lewis" }).click();
  await expect(panel.getByRole("status")).toHaveText("Added Dan O'Brien, Hannah Lewis.");
  await expect(panel.getByText("No member who has not entered matches that name.")).toBeVisible();
  await panel.getByRole("button", { name: "Close" }).click();
  await expect(fact(owner, "Players")).toHaveText("10");

  const rachel = members.find((member) => member.name === WITHDRAWER)!.page;
  // The page shows the withdrawal at once; the owner's reload must come after the server has stored it.
  const withdrawn = rachel.waitForResponse((answer) => answer.url().endsWith("/api/entries/withdraw") && answer.ok());
  await rachel.getByRole("button", { name: "Withdraw" }).click();
  await rachel
    .getByRole("alertdialog", { name: /^Withdraw from Heathview on / })
    .getByRole("button", { name: "Withdraw" })
    .click();
  await withdrawn;
  await expect(rachel.getByRole("button", { name: "Join event" })).toBeVisible();

  await owner.reload();
  await expect(fact(owner, "Players")).toHaveText("9");
  await expect(owner.getByRole("tabpanel")).not.toContainText(WITHDRAWER);
  await screenshot(owner, testInfo, "event-entries-admin");
  await owner.getByRole("button", { name: "Create Draw" }).click();
  await owner
    .getByRole("alertdialog", { name: "Make the draw?" })
    .getByRole("button", { name: "Make the draw" })
    .click();
  await expect(owner.getByText("The draw is made: 3 groups.", { exact: false })).toBeVisible();
  await expect(owner.getByRole("tab", { name: "Groups" })).toHaveAttribute("aria-selected", "true");
  for (const group of ["Group 1", "Group 2", "Group 3"])
    await expect(owner.getByRole("heading", { name: group })).toBeVisible();
  await expect(owner.getByText("Drawn", { exact: true })).toBeVisible();
  await screenshot(owner, testInfo, "event-drawn-admin");

  await openMenu(owner.getByRole("button", { name: "Actions for Dan O'Brien" }));
  await owner.getByRole("menuitem", { name: "Withdraw from event…" }).click();
  const removal = owner.getByRole("alertdialog", { name: "Withdraw Dan O'Brien from the event?" });
  await expect(removal).toContainText("the markers in their group are re-paired");
  await removal.getByRole("button", { name: "Withdraw Dan O'Brien" }).click();
  await expect(removal).toBeHidden();
  await expect(owner.getByRole("region", { name: "Notifications" }).getByText("Dan O'Brien")).toBeVisible();
  await expect(fact(owner, "Players")).toHaveText("8");
  await screenshot(owner, testInfo, "event-removed-after-draw");

  await owner.getByRole("button", { name: "Redraw" }).click();
  await owner
    .getByRole("alertdialog", { name: "Draw the groups again?" })
    .getByRole("button", { name: "Redraw groups" })
    .click();
  await expect(owner.getByText("The draw is made: 2 groups.", { exact: false })).toBeVisible();
  await expect(owner.getByRole("heading", { name: "Group 3" })).toHaveCount(0);

  await owner.getByRole("button", { name: "Close Event & Update Handicaps" }).click();
  const closing = owner.getByRole("alertdialog", { name: "Close the event and update handicaps?" });
  await expect(closing.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expect(closing).toContainText("No score at all (8)");
  await expect(closing.getByRole("button", { name: "Close event" })).toBeDisabled();
  await screenshot(owner, testInfo, "event-close-confirm");
  // No card has a score, so the server refuses, and the dialog says why instead of closing.
  await closing.getByRole("checkbox", { name: /^No score at all/ }).check();
  await closing.getByRole("button", { name: "Close event" }).click();
  await expect(closing.getByRole("alert")).toBeVisible();
  await closing.getByRole("button", { name: "Cancel" }).click();

  await sam.reload();
  await expect(sam.getByText("Ask an admin to withdraw you", { exact: false })).toBeVisible();
  await expect(sam.getByRole("button", { name: "Withdraw" })).toHaveCount(0);
  await screenshot(sam, testInfo, "event-drawn-member");

  await owner.getByRole("link", { name: "Print draw" }).click();
  await expect(owner.getByRole("heading", { name: "Draw · Heathview" })).toBeVisible();
  await expect(owner.locator("tbody tr")).toHaveCount(8);
  await screenshot(owner, testInfo, "event-print");
  expect(pdfPageCount(await owner.pdf({ format: "A4" }))).toBe(1);

  await owner.goto(sweepUrl);
  const card = owner.getByRole("article").filter({ has: owner.locator(`a[href="${new URL(eventUrl).pathname}"]`) });
  await expect(card).toContainText("Heathview");
  await expect(card).toContainText("8 players");
  await card.getByRole("link", { name: "Heathview" }).click();
  await expect(owner).toHaveURL(eventUrl);
  await Promise.all([owner.context().close(), ...members.map(({ page }) => page.context().close())]);
});

test("the create form keeps what was typed when saving fails, edits until the draw, deletes, and refuses members", async ({
  browser,
}, testInfo) => {
  const owner = await signedInAs(browser, "Alex Morgan");
  await openSundaySwingers(owner);
  const sweepPath = new URL(owner.url()).pathname;

  const courseList = (url: URL) => url.pathname === "/api/courses";
  await owner.route(courseList, (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/problem+json",
      body: JSON.stringify({ status: 503, detail: "Down for a moment." }),
    }),
  );
  await owner.goto(`${sweepPath}/events/create`);
  await expect(owner.getByRole("main").getByRole("alert")).toHaveText(
    /Server returned code: 503, error message is: Down for a moment\./,
  );
  await expect(owner.getByLabel("Course").locator("option")).toHaveCount(1);
  await owner.unroute(courseList);
  await owner.getByRole("button", { name: "Try again" }).click();
  await owner.getByLabel("Course").selectOption({ label: "Oakfield Park (par 72)" });
  await owner.getByLabel("Winter handicaps (¾ of each playing handicap)").check();

  await owner.route("**/api/events", (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
  );
  await owner.getByRole("button", { name: "Create event" }).click();
  await expect(owner.getByRole("main").getByRole("alert")).toContainText("Could not reach the server");
  await expect(owner.getByLabel("Winter handicaps (¾ of each playing handicap)")).toBeChecked();
  await screenshot(owner, testInfo, "event-create-failed");
  await owner.unroute("**/api/events");
  await owner.getByRole("button", { name: "Create event" }).click();
  await expect(owner).toHaveURL(EVENT_PAGE);
  const eventPath = new URL(owner.url()).pathname;
  await expect(owner.getByText("Winter handicaps (¾)")).toBeVisible();

  await owner.getByRole("link", { name: "Edit event" }).click();
  await expect(owner.getByLabel("Course")).toHaveValue(/.+/);
  await owner.getByLabel("Course").selectOption({ label: "Saltmarsh Links (par 70)" });
  await owner.getByLabel("Winter handicaps (¾ of each playing handicap)").uncheck();
  await owner.getByRole("button", { name: "Save changes" }).click();
  await expect(owner).toHaveURL((url) => url.pathname === eventPath);
  await expect(owner.getByRole("heading", { name: "Saltmarsh Links" })).toBeVisible();
  await expect(owner.getByText("Winter handicaps (¾)")).toHaveCount(0);

  // The older family shows the same event with the same components.
  const eventId = eventPath.split("/").at(-1);
  await owner.goto(`/event/detail/${eventId}`);
  await expect(owner.getByRole("heading", { name: "Saltmarsh Links" })).toBeVisible();
  await expect(owner.getByRole("heading", { name: "Manage event" })).toBeVisible();
  await screenshot(owner, testInfo, "event-classic-detail");

  const chris = await signedInAs(browser, "Chris Walker");
  await chris.goto(`${sweepPath}/events/create`);
  await expect(chris.getByText("Only the sweep's owner and admins can create events.", { exact: false })).toBeVisible();
  await chris.goto(eventPath);
  await expect(chris.getByRole("button", { name: "Join event" })).toBeVisible();
  await expect(chris.getByRole("heading", { name: "Manage event" })).toHaveCount(0);

  await owner.goto(eventPath);
  await owner.getByRole("button", { name: "Delete event" }).click();
  const deletion = owner.getByRole("alertdialog", { name: /^Delete Saltmarsh Links on / });
  await expect(deletion.getByRole("button", { name: "Cancel" })).toBeFocused();
  await deletion.getByRole("button", { name: "Delete event" }).click();
  await expect(owner).toHaveURL((url) => url.pathname === sweepPath);
  await expect(owner.locator(`a[href="${eventPath}"]`)).toHaveCount(0);
  await Promise.all([owner.context().close(), chris.context().close()]);
});

test("a closed event opens on its results with the stored OOM points, and the owner is told what reopening does", async ({
  browser,
}, testInfo) => {
  const owner = await signedInAs(browser, "Alex Morgan");
  await openSundaySwingers(owner);
  await owner
    .getByRole("article")
    .filter({ hasText: "Complete" })
    .first()
    .getByRole("link", { name: /^Results/ })
    .click();
  await expect(owner.getByRole("tab", { name: "Results" })).toHaveAttribute("aria-selected", "true");
  await expect(owner.getByRole("table", { name: /Order-of-merit points/ })).toBeVisible();
  await screenshot(owner, testInfo, "event-complete");
  await owner.getByRole("button", { name: "Reopen event" }).click();
  const reopening = owner.getByRole("alertdialog", { name: "Reopen the event to correct a card?" });
  await expect(reopening).toContainText("order-of-merit points and the handicap changes it made are removed");
  await reopening.getByRole("button", { name: "Cancel" }).click();
  await owner.context().close();
});
