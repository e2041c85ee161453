import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

// Each layer rule is two patterns: the import by alias or path (`@/lib/server/…`), and the relative one that climbs
// into the same folder (`../server/…`), which no alias pattern sees.
const layer = (group, relativeFolders, message) => [
  { group, message },
  { regex: `^(\\.\\./)+(${relativeFolders})(/|$)`, message },
];
const serverOnly = layer(
  ["@/lib/server/*", "@/lib/server/**", "**/lib/server/**", "@prisma/*", "pg", "@electric-sql/*"],
  "(lib/)?server",
  "Client and shared code must not import server modules.",
);
const appOnly = layer(["@/app/*", "**/app/**"], "app", "Nothing outside app/ imports from app/.");
const clientOnly = layer(
  [
    "@/components/*",
    "@/components/**",
    "**/components/**",
    "@/lib/hooks/**",
    "**/lib/hooks/**",
    "@/lib/scoring/**",
    "**/lib/scoring/**",
  ],
  "components|(lib/)?hooks|(lib/)?scoring",
  "Only pages and components use client code (components, lib/hooks, lib/scoring); shared and server code sit below it.",
);
const componentsOnly = layer(
  ["@/components/*", "@/components/**", "**/components/**"],
  "components",
  "lib/hooks and lib/scoring sit below components/.",
);
const toolingOnly = layer(
  [
    "@/tests/*",
    "@/tests/**",
    "**/tests/**",
    "@/bench/*",
    "@/bench/**",
    "**/bench/**",
    "@/scripts/*",
    "@/scripts/**",
    "**/scripts/**",
  ],
  "tests|bench|scripts",
  "Application code never imports tests, benchmarks or scripts.",
);
const restrict = (...patterns) => ({
  "no-restricted-imports": ["error", { patterns: [...patterns, toolingOnly].flat() }],
});
const dataLayer = [
  appOnly,
  clientOnly,
  {
    group: ["../api/*", "../../api/*", "@/lib/server/api/*", "**/lib/server/api/**"],
    message: "lib/server/db must not import the API layer.",
  },
  {
    group: [
      "../auth/*",
      "../../auth/*",
      "@/lib/server/auth/*",
      "**/lib/server/auth/**",
      "!../auth/authorized",
      "!@/lib/server/auth/authorized",
    ],
    message:
      "lib/server/db may use only the authorized-id types of lib/server/auth/authorized.ts, never guards or policies.",
  },
  { group: ["@/prisma/*", "**/prisma/seed/**"], message: "The seed depends on lib, not the other way round." },
];

// The layers of ARCHITECTURE.md, one way only. Every source file is in exactly one layer: lib/** is shared code
// (client-safe, below the client) unless it is one of the named exceptions, so a new folder or root module of
// lib/ is checked from its first line. tests/unit/layers.test.ts fails on a source file no layer covers.
export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  globalIgnores([".next/**", ".data/**", ".test-output/**", "lib/server/db/generated/**", "next-env.d.ts"]),
  {
    // Pages, layouts, route handlers and the proxy: the top, which may use every layer below it.
    files: ["app/**", "proxy.ts"],
    rules: restrict(),
  },
  {
    files: ["components/**"],
    rules: restrict(serverOnly, appOnly),
  },
  {
    files: ["lib/hooks/**", "lib/scoring/**"],
    rules: restrict(serverOnly, appOnly, componentsOnly),
  },
  {
    // Shared by client and server: schemas, contracts, small pure helpers.
    files: ["lib/**"],
    ignores: ["lib/golf/**", "lib/money/**", "lib/hooks/**", "lib/scoring/**", "lib/server/**"],
    rules: restrict(serverOnly, clientOnly, appOnly),
  },
  {
    files: ["lib/golf/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(?!zod$|\\.{1,2}/).*", message: "lib/golf is pure: it may import only zod and its own files." },
          ],
        },
      ],
    },
  },
  {
    files: ["lib/money/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(?!zod$|\\.{1,2}/).*", message: "lib/money is pure: it may import only zod and its own files." },
          ],
        },
      ],
    },
  },
  {
    files: ["lib/server/**"],
    rules: restrict(appOnly, clientOnly),
  },
  {
    // The data layer answers questions with ids a guard already authorized; it never decides who may ask.
    files: ["lib/server/db/**"],
    rules: restrict(...dataLayer),
  },
  {
    // The database's plumbing (client, connections, migrations) knows no aggregate: the aggregates sit on it.
    files: ["lib/server/db/infra/**"],
    rules: restrict(...dataLayer, {
      regex: "^(\\.\\./(?!generated/)[^/]+|@/lib/server/db/(?!infra/|generated/).+)$",
      message: "lib/server/db/infra must not import the aggregate modules of lib/server/db.",
    }),
  },
  {
    // A cycle makes the layers meaningless: a module below would reach the one above through its importer.
    files: ["app/**", "components/**", "lib/**", "proxy.ts"],
    // Packages are not followed: their bundles are not ours to untangle, and parsing them is most of the cost.
    settings: { "import/ignore": ["node_modules"] },
    rules: { "import/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    rules: {
      "no-console": ["error", { allow: ["error", "warn"] }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // The server speaks through its logger (lib/server/log/logger.ts): JSON lines under the request's id, redacted.
    files: ["lib/server/**", "app/**/route.ts", "proxy.ts"],
    rules: { "no-console": "error" },
  },
  {
    files: ["scripts/**", "tests/**", "bench/**", "prisma/**"],
    rules: { "no-console": "off" },
  },
]);
