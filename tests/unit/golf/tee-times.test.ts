import { describe, expect, it } from "vitest";
import { eventStartSchema, groupStarts, instantOf, wallTimeAt } from "@/lib/golf";

const LONDON = "Europe/London";
const numbered = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const course = (day: string, timeZone = LONDON, holes = numbered(1, 18)) => ({ day, timeZone, holes });
const view = (starts: ReturnType<typeof groupStarts>) => starts.map((s) => `${s.group}@${s.time} #${s.startingHole}`);

describe("groupStarts — docs/golf-rules.md#tee-times-and-the-start", () => {
  it("tee times from the 1st tee: one interval apart", () => {
    const start = { kind: "teeTimes", firstTime: "08:00", intervalMinutes: 8, tees: "first" } as const;
    expect(view(groupStarts(start, 3, course("2026-06-07")))).toEqual(["1@08:00 #1", "2@08:08 #1", "3@08:16 #1"]);
  });

  it("from the 1st and 10th: groups go off in pairs, odd from the 1st, even from the 10th", () => {
    const start = { kind: "teeTimes", firstTime: "09:00", intervalMinutes: 10, tees: "firstAndTenth" } as const;
    expect(view(groupStarts(start, 3, course("2026-06-07")))).toEqual(["1@09:00 #1", "2@09:00 #10", "3@09:10 #1"]);
  });

  it("shotgun: one time, group n on hole n, the holes used again after the last", () => {
    const starts = groupStarts({ kind: "shotgun", time: "13:30" }, 20, course("2026-06-07"));
    expect(new Set(starts.map((s) => s.time))).toEqual(new Set(["13:30"]));
    expect(starts.map((s) => s.startingHole)).toEqual([...Array.from({ length: 18 }, (_, i) => i + 1), 1, 2]);
  });

  it("a nine-hole event starts on its own nine: the back nine's shotgun on holes 10–18, its two tees the 10th and 14th", () => {
    const backNine = course("2026-06-07", LONDON, numbered(10, 18));
    const shotgun = groupStarts({ kind: "shotgun", time: "13:30" }, 10, backNine);
    expect(shotgun.map((s) => s.startingHole)).toEqual([...numbered(10, 18), 10]);
    const twoTees = { kind: "teeTimes", firstTime: "09:00", intervalMinutes: 10, tees: "firstAndTenth" } as const;
    expect(view(groupStarts(twoTees, 3, backNine))).toEqual(["1@09:00 #10", "2@09:00 #14", "3@09:10 #10"]);
    const nineHoleCourse = course("2026-06-07", LONDON, numbered(1, 9));
    expect(groupStarts({ kind: "shotgun", time: "13:30" }, 10, nineHoleCourse).map((s) => s.startingHole)).toEqual([
      ...numbered(1, 9),
      1,
    ]);
  });

  it("is read in the sweep's zone: 08:00 in London in June is 07:00 UTC, in New York 12:00 UTC", () => {
    expect(instantOf("2026-06-07", "08:00", LONDON)).toBe(Date.UTC(2026, 5, 7, 7, 0));
    expect(instantOf("2026-06-07", "08:00", "America/New_York")).toBe(Date.UTC(2026, 5, 7, 12, 0));
    expect(wallTimeAt(Date.UTC(2026, 5, 7, 12, 0), "America/New_York")).toBe("08:00");
  });

  it("across the spring change the interval is time elapsed: 00:50, then 02:00 (01:00 does not exist)", () => {
    const start = { kind: "teeTimes", firstTime: "00:50", intervalMinutes: 10, tees: "first" } as const;
    const starts = groupStarts(start, 3, course("2026-03-29"));
    expect(view(starts)).toEqual(["1@00:50 #1", "2@02:00 #1", "3@02:10 #1"]);
    expect(starts.map((s) => s.startsAt - (starts[0]?.startsAt ?? 0))).toEqual([0, 600_000, 1_200_000]);
  });

  it("across the autumn change the clock repeats an hour: 01:30 BST, then 01:10 GMT", () => {
    const start = { kind: "teeTimes", firstTime: "00:50", intervalMinutes: 20, tees: "first" } as const;
    const times = groupStarts(start, 5, course("2026-10-25")).map((s) => s.time);
    expect(times).toEqual(["00:50", "01:10", "01:30", "01:50", "01:10"]);
  });

  it("a skipped wall time lands after the gap; a repeated one is its first occurrence", () => {
    expect(instantOf("2026-03-29", "01:30", LONDON)).toBe(Date.UTC(2026, 2, 29, 1, 30));
    expect(wallTimeAt(instantOf("2026-03-29", "01:30", LONDON), LONDON)).toBe("02:30");
    expect(instantOf("2026-10-25", "01:30", LONDON)).toBe(Date.UTC(2026, 9, 25, 0, 30));
  });

  it("the start schema refuses a time that is not HH:MM and an interval out of range", () => {
    expect(eventStartSchema.safeParse({ kind: "shotgun", time: "25:00" }).success).toBe(false);
    expect(
      eventStartSchema.safeParse({ kind: "teeTimes", firstTime: "08:00", intervalMinutes: 2, tees: "first" }).success,
    ).toBe(false);
  });
});
