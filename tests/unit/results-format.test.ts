import { describe, expect, it } from "vitest";
import { formatOomPoints, formatPosition, formatThru, positionWords } from "@/components/results/format";

describe("how results print positions, holes played and OOM points", () => {
  it("shows a shared position as T3 and reads it as tied 3rd", () => {
    expect(formatPosition(3, true)).toBe("T3");
    expect(formatPosition(3, false)).toBe("3");
    expect(positionWords(3, true)).toBe("tied 3rd");
    expect(positionWords(11, false)).toBe("11th");
    expect(positionWords(22, false)).toBe("22nd");
  });

  it("shows no position before a first score", () => {
    expect(formatPosition(null, false)).toBe("–");
    expect(positionWords(null, false)).toBe("no score yet");
  });

  it("shows F once all 18 holes have a score", () => {
    expect(formatThru(0)).toBe("–");
    expect(formatThru(7)).toBe("7");
    expect(formatThru(18)).toBe("F");
  });

  it("keeps the half point of a shared position (docs/golf-rules.md#order-of-merit-points)", () => {
    expect(formatOomPoints(4.5)).toBe("4.5");
    expect(formatOomPoints(20)).toBe("20");
  });
});
