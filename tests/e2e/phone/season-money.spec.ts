// Issue 24's "done when" on a phone (docs/money-rules.md): the owner, who keeps the demo society's books, sets an
// event's stakes, sees its pot fill as entries arrive, closes it and sees the payouts, records a payment from the
// winner, prints a reconciliation that balances, and the winner reads their own purse. The event is this spec's own;
// its field is members no other spec pays or charges.
import { expect, test } from "@playwright/test";
import { formatDayLong, inSocietyZone } from "@/lib/dates";
import { deviceOf, pdfPageCount, screenshot, signedInAs, sundaySwingersPath } from "../support/app";
import { drawCards, enterMembers, sundayEvent, typeIn } from "../support/scoring";

const [WINNER, SECOND, THIRD] = ["Stuart Reid", "Fiona Campbell", "Gareth Evans"] as const;

test("the treasurer runs an event's money from stakes to a balanced reconciliation; the winner sees their purse", async ({
  browser,
}, testInfo) => {
  const owner = await signedInAs(browser, "Alex Morgan", deviceOf(testInfo));
  const { sweepId, eventId } = await sundayEvent(owner);
  await owner.goto(`/sweeps/${sweepId}/events/${eventId}`);
  const money = owner.locator("section").filter({ has: owner.getByRole("heading", { name: "Sweep and twos" }) });
  await money.getByText("Set stakes").click();
  const stakes = money.getByRole("form", { name: "Stakes" });
  await stakes.getByLabel("Entry fee").fill("3.00");
  await stakes.getByLabel("Sweep stake").fill("5.00");
  await stakes.getByLabel("Fund's cut (%)").fill("10");
  await stakes.getByRole("button", { name: "Save stakes" }).click();
  await expect(stakes.getByText("Stakes saved.")).toBeVisible();

  // Every entrant is in the sweep: each entry puts its stake in the pot.
  await enterMembers(owner, eventId, [WINNER]);
  await owner.reload();
  await expect(money).toContainText("£5.00 · 1 in");
  await enterMembers(owner, eventId, [SECOND, THIRD]);
  await owner.reload();
  await expect(money).toContainText("£15.00 · 3 in");
  await screenshot(owner, testInfo, "season-money-pot");

  const cards = await drawCards(owner, eventId);
  await typeIn(owner, cards.get(WINNER)!, Array(18).fill(2));
  await typeIn(owner, cards.get(SECOND)!, Array(18).fill(1));
  await typeIn(owner, cards.get(THIRD)!, Array(18).fill(0));
  await owner.reload();
  await owner.getByRole("button", { name: "Close Event & Update Handicaps" }).click();
  const closing = owner.getByRole("alertdialog", { name: "Close the event and update handicaps?" });
  // The dialog opens once its code is there (components/ui/lazy-dialog.tsx): its boxes are listed after that.
  await expect(closing.getByRole("button", { name: "Close event" })).toBeVisible();
  for (const box of await closing.getByRole("checkbox").all()) await box.check();
  await closing.getByRole("button", { name: "Close event" }).click();
  await expect(closing).toBeHidden();

  // £15.00 less the fund's 10 %: £13.50 shared 50 / 30 / 20 by the sweep's payout table.
  const payouts = money.getByRole("table", { name: "Payouts" });
  await expect(payouts.getByRole("row", { name: new RegExp(WINNER) })).toContainText("£6.75");
  await expect(payouts.getByRole("row", { name: new RegExp(SECOND) })).toContainText("£4.05");
  await expect(payouts.getByRole("row", { name: new RegExp(THIRD) })).toContainText("£2.70");
  await expect(money).toContainText("To the society fund: £1.50");
  await screenshot(owner, testInfo, "season-money-payouts");
  await money.getByRole("link", { name: "Payout sheet" }).click();
  await expect(owner.getByRole("heading", { level: 1, name: /^Payouts: Oakfield Park/ })).toBeVisible();
  expect(pdfPageCount(await owner.pdf({ format: "A4" })), "the payout sheet for the envelope on one A4 page").toBe(1);

  const reference = `Envelope ${Date.now().toString(36)}`;
  await owner.goto(`/sweeps/${sweepId}/money`);
  const payment = owner.getByRole("form", { name: "Record a payment" });
  await payment.getByLabel("Member").selectOption({ label: WINNER });
  await payment.getByLabel("Amount").fill("8");
  await payment.getByLabel("Reference (optional)").fill(reference);
  await payment.getByRole("button", { name: "Record payment" }).click();
  await expect(payment.getByRole("status")).toHaveText(`Recorded £8.00 from ${WINNER}.`);

  await owner.getByRole("link", { name: "Print reconciliation" }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "Reconciliation" })).toBeVisible();
  const sheet = owner.getByRole("article", { name: "Reconciliation" });
  const today = formatDayLong(inSocietyZone(new Date(), "Europe/London").day);
  await expect(sheet).toContainText("Sunday Swingers");
  await expect(sheet).toContainText(new RegExp(`As at ${today}, \\d\\d:\\d\\d \\(Europe/London\\) · Amounts in GBP`));
  await expect(sheet.getByRole("table", { name: "Members' purses" }).getByRole("row", { name: WINNER })).toBeVisible();
  const accounts = sheet.getByRole("table", { name: "Accounts" });
  await expect(accounts.getByRole("row", { name: /^Society fund/ })).toBeVisible();
  await expect(accounts.getByRole("row", { name: /^Total: balanced/ })).toContainText("£0.00");
  await expect(owner.getByRole("button", { name: "Print" })).toBeVisible();

  await owner.emulateMedia({ media: "print" });
  await expect(owner.getByRole("button", { name: "Print" })).toBeHidden();
  await screenshot(owner, testInfo, "season-money-reconciliation-print");
  expect(pdfPageCount(await owner.pdf({ format: "A4" })), "the demo society's reconciliation on one A4 page").toBe(1);

  const winner = await signedInAs(browser, WINNER, deviceOf(testInfo));
  await winner.goto("/sweeps");
  await winner.goto(`${await sundaySwingersPath(winner)}/money`);
  await expect(winner.getByRole("heading", { name: "Your purse" })).toBeVisible();
  const statement = winner.getByRole("table", { name: "Your statement" });
  await expect(statement.getByRole("row", { name: new RegExp(reference) })).toContainText("+£8.00");
  await expect(statement.getByRole("row", { name: /Sweep payouts/ }).filter({ hasText: "+£6.75" })).not.toHaveCount(0);
  await expect(winner.getByRole("table", { name: "Every member's purse" })).toHaveCount(0);
  await screenshot(winner, testInfo, "season-money-member");
  await Promise.all([owner.context().close(), winner.context().close()]);
});
