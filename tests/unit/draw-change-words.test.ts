import { describe, expect, it } from "vitest";
import { drawChangeWords } from "@/lib/events/draw-change-words";

const names: Record<string, string> = { a: "Ann Lee", b: "Ben Roe" };
const nameOf = (playerId: string) => names[playerId];

describe("a change of the draw in words", () => {
  it("names whom a move or swap moved, and the groups' new order", () => {
    expect(drawChangeWords({ kind: "move", playerId: "a", toGroup: 3 }, nameOf)).toBe("Moved Ann Lee to group 3");
    expect(drawChangeWords({ kind: "swap", playerIds: ["a", "b"] }, nameOf)).toBe("Swapped Ann Lee and Ben Roe");
    expect(drawChangeWords({ kind: "reorder", order: [2, 3, 1] }, nameOf)).toBe("Put the groups in the order 2, 3, 1");
  });

  it("says 'a player' for someone whose record is gone", () => {
    expect(drawChangeWords({ kind: "move", playerId: "gone", toGroup: 1 }, nameOf)).toBe("Moved a player to group 1");
  });
});
