// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterPageLoadInTurns } from "@/components/scoring/after-page-load";

/** The browser's idle callbacks by id, the oldest run when the test says the main thread has an idle period. */
const idleQueue = new Map<number, () => void>();
let lastId = 0;
function runOneIdlePeriod() {
  const [oldest] = idleQueue;
  if (!oldest) return;
  idleQueue.delete(oldest[0]);
  oldest[1]();
}

beforeEach(() => {
  idleQueue.clear();
  vi.stubGlobal("requestIdleCallback", (callback: () => void) => {
    idleQueue.set(++lastId, callback);
    return lastId;
  });
  vi.stubGlobal("cancelIdleCallback", (id: number) => idleQueue.delete(id));
  vi.spyOn(document, "readyState", "get").mockReturnValue("complete");
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("afterPageLoadInTurns", () => {
  it("runs one piece of work per idle period, in order", () => {
    const ran: string[] = [];
    afterPageLoadInTurns(["conflict", "history", "dialogs"].map((name) => () => void ran.push(name)));
    expect(ran).toEqual([]);
    runOneIdlePeriod();
    expect(ran).toEqual(["conflict"]);
    runOneIdlePeriod();
    runOneIdlePeriod();
    expect(ran).toEqual(["conflict", "history", "dialogs"]);
    expect(idleQueue.size).toBe(0);
  });

  it("runs nothing more once cancelled, as a page that goes away before it is idle", () => {
    const ran: string[] = [];
    const cancel = afterPageLoadInTurns(["conflict", "history"].map((name) => () => void ran.push(name)));
    runOneIdlePeriod();
    cancel();
    runOneIdlePeriod();
    expect(ran).toEqual(["conflict"]);
  });
});
