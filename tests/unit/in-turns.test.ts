// Fanning a message out to thousands of open streams in turns: the process answers other requests between turns,
// and every stream still hears the messages in the order they were sent.
import { describe, expect, it } from "vitest";
import { DELIVERIES_PER_TURN, deliverInTurns } from "@/lib/server/live/in-turns";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("deliverInTurns", () => {
  it("delivers a turn's worth at once and the rest on later turns, with other work between them", async () => {
    const receivers = Array.from({ length: DELIVERIES_PER_TURN * 2 + 1 }, (_, index) => index);
    const heard: number[] = [];
    deliverInTurns(receivers, (receiver) => heard.push(receiver));
    expect(heard).toHaveLength(DELIVERIES_PER_TURN);

    let otherWorkRan = false;
    setImmediate(() => (otherWorkRan = true));
    await nextTurn();
    expect(heard).toHaveLength(DELIVERIES_PER_TURN * 2);
    await nextTurn();
    expect(otherWorkRan).toBe(true);
    expect(heard).toEqual(receivers);
  });

  it("keeps each receiver's messages in the order they were sent", async () => {
    const receivers = Array.from({ length: DELIVERIES_PER_TURN * 3 }, (_, index) => index);
    const heardBy = new Map<number, string[]>();
    const send = (message: string) =>
      deliverInTurns(receivers, (receiver) => heardBy.set(receiver, [...(heardBy.get(receiver) ?? []), message]));
    send("first");
    send("second");
    await nextTurn();
    send("third");
    for (let turn = 0; turn < 5; turn++) await nextTurn();

    for (const receiver of receivers) expect(heardBy.get(receiver)).toEqual(["first", "second", "third"]);
  });
});
