import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as enter } from "@/app/api/entries/enter/route";
import { POST as withdraw } from "@/app/api/entries/withdraw/route";
import { GET as getEventMoney } from "@/app/api/events/[eventId]/money/route";
import { DELETE as deleteEventRoute } from "@/app/api/events/[eventId]/route";
import { GET as getResultsCsv } from "@/app/api/events/results/[eventId]/csv/route";
import { PUT as putEntryStakes } from "@/app/api/events/[eventId]/players/[playerId]/stakes/route";
import { PUT as putPrizeWinner } from "@/app/api/events/[eventId]/prizes/[prizeId]/winner/route";
import { PUT as putPrizes } from "@/app/api/events/[eventId]/prizes/route";
import { PUT as putStakes } from "@/app/api/events/[eventId]/stakes/route";
import { POST as closeEvent } from "@/app/api/events/close/[eventId]/route";
import { POST as reopenEvent } from "@/app/api/events/reopen/[eventId]/route";
import { POST as reverse } from "@/app/api/sweeps/[sweepId]/ledger/[ledgerEntryId]/reversal/route";
import { GET as getSweepMoney } from "@/app/api/sweeps/[sweepId]/money/route";
import { PUT as putTreasurer } from "@/app/api/sweeps/[sweepId]/members/[memberId]/treasurer/route";
import { PUT as putRules } from "@/app/api/sweeps/[sweepId]/money-rules/route";
import { POST as pay } from "@/app/api/sweeps/[sweepId]/payments/route";
import { GET as getPurse } from "@/app/api/sweeps/[sweepId]/purse/route";
import { db } from "@/lib/server/db/infra/client";
import { sweepMemberDtoSchema } from "@/lib/validation/members";
import type { UserIdentity } from "@/lib/server/db/users";
import {
  eventMoneyDtoSchema,
  eventPrizeDtoSchema,
  ledgerEntryDtoSchema,
  purseStatementDtoSchema,
  sweepMoneyDtoSchema,
} from "@/lib/validation/money";
import {
  addTestScores,
  CLOSE_ANYWAY,
  createSweepFixture,
  createTestEvent,
  createTestMember,
  daysFromToday,
  signedIn,
  TEST_HOLES,
  type SweepFixture,
} from "../factories";
import { callRoute, readProblem } from "./http";

let f: SweepFixture;
beforeAll(async () => {
  f = await createSweepFixture(db);
});

const STAKES = { entryFee: 500, sweepStake: 200, sweepOptIn: false, twosStake: 100, fundCutBp: 0 };
const as = (user: UserIdentity) => signedIn(user);

const enterAs = (eventId: string, user: UserIdentity) =>
  callRoute(enter, { method: "POST", path: "/x", body: { id: eventId }, as: as(user) });
const withdrawAs = (eventId: string, user: UserIdentity) =>
  callRoute(withdraw, { method: "POST", path: "/x", body: { id: eventId }, as: as(user) });
const setStakes = (eventId: string, stakes = STAKES) =>
  callRoute(putStakes, { method: "PUT", path: "/x", params: { eventId }, body: stakes, as: as(f.admin.user) });
const joinTwos = (eventId: string, user: UserIdentity, inTwos = true) =>
  callRoute(putEntryStakes, {
    method: "PUT",
    path: "/x",
    params: { eventId, playerId: user.playerId },
    body: { inSweep: true, inTwos },
    as: as(user),
  });
const close = (eventId: string) =>
  callRoute(closeEvent, { method: "POST", path: "/x", params: { eventId }, body: CLOSE_ANYWAY, as: as(f.owner) });
const reopen = (eventId: string) =>
  callRoute(reopenEvent, { method: "POST", path: "/x", params: { eventId }, as: as(f.owner) });
const deleteAs = (eventId: string) =>
  callRoute(deleteEventRoute, { method: "DELETE", path: "/x", params: { eventId }, as: as(f.admin.user) });
const purseOf = async (user: UserIdentity, sweepId = f.sweep.id) =>
  purseStatementDtoSchema.parse(
    await (await callRoute(getPurse, { path: "/x", params: { sweepId }, as: as(user) })).json(),
  );
const sweepMoney = async (sweepId = f.sweep.id) =>
  sweepMoneyDtoSchema.parse(
    await (await callRoute(getSweepMoney, { path: "/x", params: { sweepId }, as: as(f.owner) })).json(),
  );
const eventMoney = async (eventId: string, user: UserIdentity = f.member.user) =>
  eventMoneyDtoSchema.parse(
    await (await callRoute(getEventMoney, { path: "/x", params: { eventId }, as: as(user) })).json(),
  );

/** A drawn event whose entrants' cards hold the given gross (each player's card, hole 1 onwards). */
async function drawAndScore(eventId: string, cards: Array<{ user: UserIdentity; gross: number[] }>) {
  await db.event.update({
    where: { id: eventId },
    data: { drawn: true, date: new Date(`${daysFromToday(0)}T00:00:00Z`) },
  });
  for (const { user, gross } of cards) {
    const card = await db.scorecard.findFirstOrThrow({
      where: { entry: { eventId, playerId: user.playerId } },
      select: { id: true },
    });
    await db.score.deleteMany({ where: { scorecardId: card.id } });
    await addTestScores(db, card.id, gross);
  }
}

const PAR = TEST_HOLES.map((hole) => hole.par);
const WITH_A_TWO = PAR.map((par, at) => (at === 2 ? 2 : par));
const BOGEYS = PAR.map((par) => par + 1);

describe("the sweep's money through the golf day", () => {
  it("charges entry, pays the sweep and twos on close, reverses on reopen, and always balances", async () => {
    const event = await createTestEvent(db, f.sweep.id, { date: daysFromToday(5) });
    expect((await setStakes(event.id)).status).toBe(200);
    const [winner, second] = [await createTestMember(db, f.sweep.id), await createTestMember(db, f.sweep.id)];
    for (const member of [winner, second]) expect((await enterAs(event.id, member.user)).status).toBe(200);
    expect((await joinTwos(event.id, winner.user)).status).toBe(200);
    expect((await joinTwos(event.id, second.user)).status).toBe(200);
    expect((await purseOf(winner.user)).balance).toBe(-800);

    const before = await eventMoney(event.id, winner.user);
    expect(before).toMatchObject({ sweepPot: 400, twosPot: 200, sweepEntrants: 2, twosEntrants: 2 });
    expect(before.me).toEqual({ inSweep: true, inTwos: true });

    await drawAndScore(event.id, [
      { user: winner.user, gross: WITH_A_TWO },
      { user: second.user, gross: BOGEYS },
    ]);
    expect((await close(event.id)).status).toBe(200);
    const paid = await eventMoney(event.id);
    // 50/30/20 of 400 with two finishers: 200 and 120; the third place's 80 goes to the winner. The twos: 200.
    expect(paid.payouts).toEqual([
      { player: { id: winner.user.playerId, fullName: expect.any(String) }, sweep: 280, twos: 200, prizes: 0 },
      { player: { id: second.user.playerId, fullName: expect.any(String) }, sweep: 120, twos: 0, prizes: 0 },
    ]);
    expect((await purseOf(winner.user)).balance).toBe(-800 + 480);
    expect((await sweepMoney()).total).toBe(0);

    expect((await reopen(event.id)).status).toBe(200);
    expect((await purseOf(winner.user)).balance).toBe(-800);
    expect((await eventMoney(event.id)).payouts).toEqual([]);
    expect((await close(event.id)).status).toBe(200);
    expect((await purseOf(winner.user)).balance).toBe(-320);
    const money = await sweepMoney();
    expect(money.total).toBe(0);
    expect(money.fund).toBeGreaterThanOrEqual(1000);
  });

  it("adds what each player won to the results CSV once the close paid them", async () => {
    const event = await createTestEvent(db, f.sweep.id, { date: daysFromToday(5) });
    await setStakes(event.id);
    const [winner, second] = [await createTestMember(db, f.sweep.id), await createTestMember(db, f.sweep.id)];
    for (const member of [winner, second]) await enterAs(event.id, member.user);
    await joinTwos(event.id, winner.user);
    await drawAndScore(event.id, [
      { user: winner.user, gross: WITH_A_TWO },
      { user: second.user, gross: BOGEYS },
    ]);
    const csvRows = async () => {
      const response = await callRoute(getResultsCsv, {
        path: "/x",
        params: { eventId: event.id },
        as: as(f.member.user),
      });
      expect(response.status).toBe(200);
      return (await response.text()).split("\r\n").map((line) => line.split(","));
    };
    expect((await csvRows())[0]).not.toContain("Sweep won (GBP minor units)");

    await close(event.id);
    const [header, first, runnerUp] = await csvRows();
    expect(header?.slice(-3)).toEqual([
      "Sweep won (GBP minor units)",
      "Twos won (GBP minor units)",
      "Prizes won (GBP minor units)",
    ]);
    expect(first?.slice(-3)).toEqual(["280", "100", "0"]);
    expect(runnerUp?.slice(-3)).toEqual(["120", "0", "0"]);
  });

  it("pays prizes at close, a winner recorded after it at once, and reverses them on reopen", async () => {
    const event = await createTestEvent(db, f.sweep.id, { date: daysFromToday(5) });
    await setStakes(event.id, { ...STAKES, twosStake: 0 });
    const [winner, second] = [await createTestMember(db, f.sweep.id), await createTestMember(db, f.sweep.id)];
    for (const member of [winner, second]) await enterAs(event.id, member.user);
    const prizes = [
      { kind: "nearestPin", hole: 3, shareBp: 2500 },
      { kind: "longestDrive", hole: 1, amount: 300 },
    ];
    const set = await callRoute(putPrizes, {
      method: "PUT",
      path: "/x",
      params: { eventId: event.id },
      body: { prizes },
      as: as(f.admin.user),
    });
    expect(set.status).toBe(200);
    const [drive, pin] = eventPrizeDtoSchema.array().parse(await set.json());
    const recordWinner = (prizeId: string, playerId: string | null) =>
      callRoute(putPrizeWinner, {
        method: "PUT",
        path: "/x",
        params: { eventId: event.id, prizeId },
        body: { playerId },
        as: as(f.admin.user),
      });
    expect((await recordWinner(pin!.id, f.member.user.playerId)).status).toBe(404);
    expect((await recordWinner(drive!.id, second.user.playerId)).status).toBe(200);

    await drawAndScore(event.id, [
      { user: winner.user, gross: PAR },
      { user: second.user, gross: BOGEYS },
    ]);
    expect((await close(event.id)).status).toBe(200);
    // The pot of 400: a quarter (100) held for the nearest the pin, the places share 300 (150 and 90, 60 to 1st).
    const closed = await eventMoney(event.id);
    expect(closed.sweepPot).toBe(100);
    expect(closed.payouts.map((row) => [row.player.id, row.sweep, row.prizes])).toEqual([
      [second.user.playerId, 90, 300],
      [winner.user.playerId, 210, 0],
    ]);
    expect((await sweepMoney()).total).toBe(0);

    expect((await recordWinner(pin!.id, winner.user.playerId)).status).toBe(200);
    expect((await eventMoney(event.id)).sweepPot).toBe(0);
    expect((await recordWinner(pin!.id, second.user.playerId)).status).toBe(200);
    const changed = await eventMoney(event.id);
    expect(changed.payouts.find((row) => row.player.id === second.user.playerId)?.prizes).toBe(400);
    expect(changed.payouts.find((row) => row.player.id === winner.user.playerId)?.prizes).toBe(0);

    expect((await reopen(event.id)).status).toBe(200);
    expect((await eventMoney(event.id)).payouts).toEqual([]);
    expect((await purseOf(second.user)).balance).toBe(-700);
    expect((await close(event.id)).status).toBe(200);
    expect((await purseOf(second.user)).balance).toBe(-700 + 90 + 400);
    expect((await sweepMoney()).total).toBe(0);
    const refused = await callRoute(putPrizes, {
      method: "PUT",
      path: "/x",
      params: { eventId: event.id },
      body: { prizes: [] },
      as: as(f.admin.user),
    });
    expect(refused.status).toBe(409);
  });

  it("gives the stakes back to a member who withdraws before the draw", async () => {
    const event = await createTestEvent(db, f.sweep.id, { date: daysFromToday(6) });
    await setStakes(event.id);
    const member = await createTestMember(db, f.sweep.id);
    await enterAs(event.id, member.user);
    await joinTwos(event.id, member.user);
    expect((await withdrawAs(event.id, member.user)).status).toBe(200);
    const purse = await purseOf(member.user);
    expect(purse.balance).toBe(0);
    expect(purse.lines.map((line) => line.memo)).toEqual([
      "Entry",
      "Joined the twos",
      "Withdrew before the draw",
      "Withdrew before the draw",
    ]);
  });

  it("deletes an event whose entrants were charged, or whose close was reopened, giving the stakes back", async () => {
    const event = await createTestEvent(db, f.sweep.id, { date: daysFromToday(6) });
    await setStakes(event.id);
    const member = await createTestMember(db, f.sweep.id);
    await enterAs(event.id, member.user);
    await joinTwos(event.id, member.user);
    expect((await deleteAs(event.id)).status).toBe(204);
    expect((await purseOf(member.user)).balance).toBe(0);

    const reopened = await createTestEvent(db, f.sweep.id, { date: daysFromToday(0) });
    await setStakes(reopened.id);
    const [first, second] = [await createTestMember(db, f.sweep.id), await createTestMember(db, f.sweep.id)];
    for (const entrant of [first, second]) await enterAs(reopened.id, entrant.user);
    await drawAndScore(reopened.id, [
      { user: first.user, gross: PAR },
      { user: second.user, gross: BOGEYS },
    ]);
    expect((await close(reopened.id)).status).toBe(200);
    expect((await reopen(reopened.id)).status).toBe(200);
    await db.score.deleteMany({ where: { scorecard: { entry: { eventId: reopened.id } } } });
    expect((await deleteAs(reopened.id)).status).toBe(204);
    expect((await purseOf(first.user)).balance).toBe(0);
    expect((await sweepMoney()).total).toBe(0);
  });

  it("rolls unclaimed twos over to the sweep's next close", async () => {
    const sweep = await createSweepFixture(db);
    const [a, b] = [await createTestMember(db, sweep.sweep.id), await createTestMember(db, sweep.sweep.id)];
    const admin = sweep.owner;
    const run = async (gross: number[]) => {
      const event = await createTestEvent(db, sweep.sweep.id, { date: daysFromToday(3) });
      await callRoute(putStakes, {
        method: "PUT",
        path: "/x",
        params: { eventId: event.id },
        body: STAKES,
        as: as(admin),
      });
      for (const user of [a.user, b.user]) {
        await enterAs(event.id, user);
        await joinTwos(event.id, user);
      }
      await drawAndScore(event.id, [
        { user: a.user, gross },
        { user: b.user, gross: BOGEYS },
      ]);
      await callRoute(closeEvent, {
        method: "POST",
        path: "/x",
        params: { eventId: event.id },
        body: CLOSE_ANYWAY,
        as: as(admin),
      });
      return eventMoneyDtoSchema.parse(
        await (await callRoute(getEventMoney, { path: "/x", params: { eventId: event.id }, as: as(admin) })).json(),
      );
    };
    expect((await run(PAR)).twosRollover).toBe(200);
    const second = await run(WITH_A_TWO);
    expect(second.payouts.find((row) => row.player.id === a.user.playerId)?.twos).toBe(400);
    const money = sweepMoneyDtoSchema.parse(
      await (await callRoute(getSweepMoney, { path: "/x", params: { sweepId: sweep.sweep.id }, as: as(admin) })).json(),
    );
    expect(money).toMatchObject({ twosRollover: 0, total: 0 });
  });

  it("records payments, corrects one with a reversing entry, and keeps the ledger append-only", async () => {
    const member = await createTestMember(db, f.sweep.id);
    const response = await callRoute(pay, {
      method: "POST",
      path: "/x",
      params: { sweepId: f.sweep.id },
      body: {
        playerId: member.user.playerId,
        direction: "received",
        method: "bank",
        amount: 2000,
        reference: "BACS 1234",
      },
      as: as(f.admin.user),
    });
    expect(response.status).toBe(201);
    const payment = ledgerEntryDtoSchema.parse(await response.json());
    expect((await purseOf(member.user)).balance).toBe(2000);

    const reversal = (reason: string) =>
      callRoute(reverse, {
        method: "POST",
        path: "/x",
        params: { sweepId: f.sweep.id, ledgerEntryId: payment.id },
        body: { reason },
        as: as(f.admin.user),
      });
    expect((await reversal("Typed the wrong member")).status).toBe(201);
    expect((await purseOf(member.user)).balance).toBe(0);
    const again = await reversal("Twice");
    expect(again.status).toBe(409);
    expect((await readProblem(again)).detail).toMatch(/already been reversed/);

    await expect(
      db.$executeRaw`UPDATE "LedgerLine" SET "amount" = 1 WHERE "entryId" = ${payment.id}::uuid`,
    ).rejects.toThrow();
    await expect(db.$executeRaw`DELETE FROM "LedgerEntry" WHERE "id" = ${payment.id}::uuid`).rejects.toThrow();
  });

  it("lets the treasurer the owner appoints keep the books, and nothing more", async () => {
    const treasurer = await createTestMember(db, f.sweep.id, "approved", "Tess");
    const appoint = (memberId: string, isTreasurer: boolean, by = f.owner) =>
      callRoute(putTreasurer, {
        method: "PUT",
        path: "/x",
        params: { sweepId: f.sweep.id, memberId },
        body: { isTreasurer },
        as: as(by),
      });
    expect((await appoint(treasurer.memberId, true, f.admin.user)).status).toBe(403);
    const appointed = await appoint(treasurer.memberId, true);
    expect(sweepMemberDtoSchema.parse(await appointed.json())).toMatchObject({ isTreasurer: true, isAdmin: false });
    const pending = await createTestMember(db, f.sweep.id, "pending");
    expect((await appoint(pending.memberId, true)).status).toBe(409);

    const payer = await createTestMember(db, f.sweep.id);
    const payment = {
      method: "POST" as const,
      path: "/x",
      params: { sweepId: f.sweep.id },
      body: { playerId: payer.user.playerId, direction: "received", method: "cash", amount: 1500 },
    };
    expect((await callRoute(pay, { ...payment, as: as(treasurer.user) })).status).toBe(201);
    expect((await callRoute(pay, { ...payment, as: as(payer.user) })).status).toBe(403);
    const books = await callRoute(getSweepMoney, {
      path: "/x",
      params: { sweepId: f.sweep.id },
      as: as(treasurer.user),
    });
    expect(sweepMoneyDtoSchema.parse(await books.json()).total).toBe(0);
    const rules = await callRoute(putRules, {
      method: "PUT",
      path: "/x",
      params: { sweepId: f.sweep.id },
      body: {
        currency: "GBP",
        locale: "en-GB",
        payoutTable: [{ fromEntrants: 1, placesBp: [10_000] }],
        remainder: "fund",
        twosUnclaimed: "fund",
      },
      as: as(treasurer.user),
    });
    expect(rules.status).toBe(403);
    expect((await readProblem(rules)).detail).toBe("Only the sweep's owner and admins can do this.");

    expect((await appoint(treasurer.memberId, false)).status).toBe(200);
    expect((await callRoute(pay, { ...payment, as: as(treasurer.user) })).status).toBe(403);
  });

  it("refuses stakes that change after anyone was charged, and another member's stakes", async () => {
    const event = await createTestEvent(db, f.sweep.id, { date: daysFromToday(4) });
    await setStakes(event.id);
    await enterAs(event.id, f.member.user);
    const changed = await setStakes(event.id, { ...STAKES, entryFee: 600 });
    expect(changed.status).toBe(409);
    const other = await callRoute(putEntryStakes, {
      method: "PUT",
      path: "/x",
      params: { eventId: event.id, playerId: f.member.user.playerId },
      body: { inSweep: true, inTwos: true },
      as: as(f.marker.user),
    });
    expect(other.status).toBe(403);
  });

  it("takes a payout table and currency, and refuses one whose places do not make 100 %", async () => {
    const set = (payoutTable: unknown) =>
      callRoute(putRules, {
        method: "PUT",
        path: "/x",
        params: { sweepId: f.sweep.id },
        body: { currency: "EUR", locale: "de-DE", payoutTable, remainder: "fund", twosUnclaimed: "fund" },
        as: as(f.admin.user),
      });
    expect((await set([{ fromEntrants: 1, placesBp: [6000, 3000] }])).status).toBe(400);
    expect(
      (
        await set([
          { fromEntrants: 1, placesBp: [10000] },
          { fromEntrants: 8, placesBp: [6000, 4000] },
        ])
      ).status,
    ).toBe(200);
    expect((await sweepMoney()).currency).toBe("EUR");
  });
});

describe("the reconciliation", () => {
  it("sums to zero after any sequence of entries, withdrawals, payments, closes, reopens and corrections", async () => {
    const fixture = await createSweepFixture(db);
    const admin = fixture.owner;
    const members = [await createTestMember(db, fixture.sweep.id), await createTestMember(db, fixture.sweep.id)];
    const event = await createTestEvent(db, fixture.sweep.id, { date: daysFromToday(8) });
    await callRoute(putStakes, {
      method: "PUT",
      path: "/x",
      params: { eventId: event.id },
      body: { ...STAKES, sweepOptIn: true, fundCutBp: 1250 },
      as: as(admin),
    });
    const step = fc.oneof(
      fc.record({ op: fc.constant("enter" as const), who: fc.nat({ max: 1 }) }),
      fc.record({ op: fc.constant("withdraw" as const), who: fc.nat({ max: 1 }) }),
      fc.record({
        op: fc.constant("stakes" as const),
        who: fc.nat({ max: 1 }),
        sweep: fc.boolean(),
        twos: fc.boolean(),
      }),
      fc.record({
        op: fc.constant("pay" as const),
        who: fc.nat({ max: 1 }),
        amount: fc.integer({ min: 1, max: 5000 }),
      }),
      fc.record({ op: fc.constant("correct" as const) }),
      fc.record({ op: fc.constant("closeReopen" as const), reopen: fc.boolean() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        let lastPayment: string | null = null;
        for (const s of steps) {
          const user = "who" in s ? members[s.who]!.user : admin;
          if (s.op === "enter") await enterAs(event.id, user);
          if (s.op === "withdraw") await withdrawAs(event.id, user);
          if (s.op === "stakes")
            await callRoute(putEntryStakes, {
              method: "PUT",
              path: "/x",
              params: { eventId: event.id, playerId: user.playerId },
              body: { inSweep: s.sweep, inTwos: s.twos },
              as: as(user),
            });
          if (s.op === "pay") {
            const response = await callRoute(pay, {
              method: "POST",
              path: "/x",
              params: { sweepId: fixture.sweep.id },
              body: { playerId: user.playerId, direction: "received", method: "cash", amount: s.amount },
              as: as(admin),
            });
            lastPayment = ledgerEntryDtoSchema.parse(await response.json()).id;
          }
          if (s.op === "correct" && lastPayment)
            await callRoute(reverse, {
              method: "POST",
              path: "/x",
              params: { sweepId: fixture.sweep.id, ledgerEntryId: lastPayment },
              body: { reason: "Wrong amount" },
              as: as(admin),
            });
          if (s.op === "closeReopen") {
            const entrants = await db.entry.findMany({ where: { eventId: event.id }, select: { playerId: true } });
            if (entrants.length === 0) continue;
            await db.event.update({ where: { id: event.id }, data: { drawn: true } });
            for (const { playerId } of entrants) {
              const card = await db.scorecard.findFirstOrThrow({
                where: { entry: { eventId: event.id, playerId } },
                select: { id: true },
              });
              await db.score.deleteMany({ where: { scorecardId: card.id } });
              await addTestScores(db, card.id, WITH_A_TWO);
            }
            await callRoute(closeEvent, {
              method: "POST",
              path: "/x",
              params: { eventId: event.id },
              body: CLOSE_ANYWAY,
              as: as(admin),
            });
            if (s.reopen)
              await callRoute(reopenEvent, {
                method: "POST",
                path: "/x",
                params: { eventId: event.id },
                as: as(admin),
              });
            await db.event.update({ where: { id: event.id }, data: { drawn: false } });
          }
          const money = sweepMoneyDtoSchema.parse(
            await (
              await callRoute(getSweepMoney, { path: "/x", params: { sweepId: fixture.sweep.id }, as: as(admin) })
            ).json(),
          );
          expect(money.total).toBe(0);
          const purses = money.purses.reduce((sum, row) => sum + row.balance, 0);
          const pots = money.pots.reduce((sum, row) => sum + row.sweep + row.twos, 0);
          expect(purses + money.fund + money.cash + money.twosRollover + pots).toBe(0);
        }
      }),
      { numRuns: 6, seed: 24 },
    );
  });
});
