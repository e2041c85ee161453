import { describe, expect, it } from "vitest";
import { describeLastBackup } from "@/lib/backup-age";

const now = new Date("2026-06-14T12:00:00Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe("what an owner reads about the last backup", () => {
  it("says how long ago a recent backup was taken", () => {
    expect(describeLastBackup(hoursAgo(5), now)).toEqual({
      tone: "success",
      text: "The society's data was last backed up 5 hours ago.",
    });
  });

  it("warns when the last backup is over two days old, or there is none", () => {
    expect(describeLastBackup(hoursAgo(72), now)).toMatchObject({
      tone: "error",
      text: expect.stringMatching(/3 days ago/),
    });
    expect(describeLastBackup(null, now)).toMatchObject({ tone: "error", text: expect.stringMatching(/no backup/) });
  });
});
