import { describe, expect, it } from "vitest";
import { appProcesses, databasePoolSize } from "@/lib/server/app-processes";
import { readEnv } from "@/lib/server/env";

const POSTGRES = "postgresql://society@db.example.org:5432/sweeps";
const start = (source: Record<string, string>, { cores = 4, dev = false } = {}) =>
  appProcesses(readEnv(source), { cores, dev });

describe("how many app processes npm start runs", () => {
  it("runs one per core on PostgreSQL, or as many as WEB_CONCURRENCY says", () => {
    expect(start({ DATABASE_URL: POSTGRES })).toEqual({ count: 4 });
    expect(start({ DATABASE_URL: POSTGRES }, { cores: 1 })).toEqual({ count: 1 });
    expect(start({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: "1" })).toEqual({ count: 1 });
    expect(start({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: "3" })).toEqual({ count: 3 });
  });

  it("runs one on the embedded database, saying so when more were asked for", () => {
    expect(start({})).toEqual({ count: 1 });
    expect(start({ WEB_CONCURRENCY: "1" })).toEqual({ count: 1 });
    const asked = start({ WEB_CONCURRENCY: "4" });
    expect(asked.count).toBe(1);
    expect(asked.notice).toMatch(/WEB_CONCURRENCY=4 ignored: the embedded database lives in one process/);
  });

  it("runs one development server", () => {
    expect(start({ DATABASE_URL: POSTGRES }, { dev: true })).toEqual({ count: 1 });
    expect(start({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: "2" }, { dev: true }).notice).toMatch(
      /the development server runs in one process/,
    );
  });

  it("refuses a WEB_CONCURRENCY that is not a whole number from 1 to 64, naming it", () => {
    for (const value of ["0", "-2", "1.5", "two", "65"]) {
      expect(() => readEnv({ WEB_CONCURRENCY: value }), value).toThrow(/WEB_CONCURRENCY/);
    }
    expect(() => readEnv({ WEB_CONCURRENCY: "two" })).toThrow(/whole number of app processes, from 1 to 64/);
    expect(readEnv({ WEB_CONCURRENCY: "" }).WEB_CONCURRENCY).toBeUndefined();
  });
});

describe("how many database connections each app process pools", () => {
  it("shares twice the cores and one among the app processes, at least two each", () => {
    expect(databasePoolSize(readEnv({ DATABASE_URL: POSTGRES }), 2)).toBe(5);
    expect(databasePoolSize(readEnv({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: "2" }), 2)).toBe(3);
    expect(databasePoolSize(readEnv({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: "8" }), 2)).toBe(2);
  });

  it("takes DATABASE_POOL_SIZE as it is set", () => {
    expect(databasePoolSize(readEnv({ DATABASE_URL: POSTGRES, DATABASE_POOL_SIZE: "10" }), 2)).toBe(10);
    expect(() => readEnv({ DATABASE_POOL_SIZE: "0" })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
