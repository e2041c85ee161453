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
