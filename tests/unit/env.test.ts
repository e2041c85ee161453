import { describe, expect, it } from "vitest";
import { readEnv } from "@/lib/server/env";

const POSTGRES = "postgresql://society@db.example.org:5432/sweeps";

describe("DEMO_MODE", () => {
  it("is on for the embedded demo database and off for a society's own PostgreSQL, unless set", () => {
    expect(readEnv({}).DEMO_MODE).toBe(true);
    expect(readEnv({ DATABASE_URL: POSTGRES }).DEMO_MODE).toBe(false);
    expect(readEnv({ DATABASE_URL: POSTGRES, DEMO_MODE: "true" }).DEMO_MODE).toBe(true);
    expect(readEnv({ DEMO_MODE: "false" }).DEMO_MODE).toBe(false);
  });

  it("refuses anything but true or false, naming the variable", () => {
    expect(() => readEnv({ DEMO_MODE: "yes" })).toThrow(/DEMO_MODE must be true or false/);
  });
});

describe("DEMO_DAY", () => {
  it("is the calendar day the demo's dates count from, as an event's date is stored; unset, the seed takes today", () => {
    expect(readEnv({ DEMO_DAY: "2026-11-29" }).DEMO_DAY?.toISOString()).toBe("2026-11-29T00:00:00.000Z");
    expect(readEnv({}).DEMO_DAY).toBeUndefined();
    expect(readEnv({ DEMO_DAY: "" }).DEMO_DAY).toBeUndefined();
  });

  it("refuses anything but a date, naming the variable", () => {
    expect(() => readEnv({ DEMO_DAY: "29/11/2026" })).toThrow(/DEMO_DAY must be a date, YYYY-MM-DD/);
    expect(() => readEnv({ DEMO_DAY: "2026-02-30" })).toThrow(/DEMO_DAY must be a date/);
  });
});
