import { describe, expect, it } from "vitest";
import { holeList } from "@/components/event/close-check-list";

describe("the close dialog's holes (docs/screens-and-api.md#closing-with-everything-in-view)", () => {
  it("names one hole, a few, and a run of three or more as a range", () => {
    expect(holeList([7])).toBe("hole 7");
    expect(holeList([3, 7, 12])).toBe("holes 3, 7 and 12");
    expect(holeList([6, 7])).toBe("holes 6 and 7");
    expect(holeList([13, 14, 15, 16, 17, 18])).toBe("holes 13–18");
    expect(holeList([2, 5, 6, 7, 8, 12])).toBe("holes 2, 5–8 and 12");
  });
});
