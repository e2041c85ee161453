import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const serverOnly = { group: ["@/lib/server/*", "@/lib/server/**", "**/lib/server/**", "@prisma/*", "pg", "@electric-sql/*"], message: "Client and shared code must not import server modules." };
const appOnly = { group: ["@/app/*", "**/app/**"], message: "Nothing outside app/ imports from app/." };

// The layers of ARCHITECTURE.md, one way only: pages and route handlers may use everything below them;
// client code never reaches server modules; lib/golf is pure and imports nothing but zod.
export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  globalIgnores([".next/**", ".data/**", ".test-output/**", "lib/server/db/generated/**", "next-env.d.ts"]),
  {
    files: ["components/**", "lib/hooks/**", "lib/scoring/**", "lib/validation/**", "lib/contracts/**", "lib/dates.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [serverOnly, appOnly] }],
    },
  },
  {
    files: ["lib/golf/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(?!zod$|\\.{1,2}/).*", message: "lib/golf is pure: it may import only zod and its own files." }] },
      ],
    },
  },
  {
    files: ["lib/server/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [appOnly] }],
    },
  },
  {
    // The data layer answers questions with ids a guard already authorized; it never decides who may ask.
    files: ["lib/server/db/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            appOnly,
            { group: ["../api/*", "@/lib/server/api/*", "**/lib/server/api/**"], message: "lib/server/db must not import the API layer." },
            {
              group: ["../auth/*", "@/lib/server/auth/*", "**/lib/server/auth/**", "!../auth/authorized", "!@/lib/server/auth/authorized"],
              message: "lib/server/db may use only the authorized-id types of lib/server/auth/authorized.ts, never guards or policies.",
            },
            { group: ["@/prisma/*", "**/prisma/seed/**"], message: "The seed depends on lib, not the other way round." },
          ],
        },
      ],
    },
  },
  {
    rules: {
      "no-console": ["error", { allow: ["error", "warn"] }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["scripts/**", "tests/**", "bench/**", "prisma/**"],
    rules: { "no-console": "off" },
  },
]);
