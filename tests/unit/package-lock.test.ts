import fs from "node:fs";
import { describe, expect, it } from "vitest";

type LockedPackage = { optionalDependencies?: Record<string, string>; version?: string };
const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8")) as { packages: Record<string, LockedPackage> };

// `npm ci` refuses a lock that lacks any platform's optional package (Next's SWC, Tailwind's oxide, the ESLint
// resolver), so a lock written on one platform with its neighbours pruned fails every Docker build and CI.
describe("package-lock.json", () => {
  it("lists every optional dependency of every locked package, for every platform", () => {
    const missing = Object.entries(lock.packages).flatMap(([location, locked]) =>
      Object.keys(locked.optionalDependencies ?? {})
        .filter((name) => !lock.packages[`node_modules/${name}`] && !lock.packages[`${location}/node_modules/${name}`])
        .map((name) => `${name} (optional for ${location || "the app"})`),
    );
    expect(missing).toEqual([]);
  });
});
