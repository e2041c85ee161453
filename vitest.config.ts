import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  // Server modules import "server-only", which throws outside a React server bundle; tests are server code.
  resolve: { alias: { "@": root, "server-only": `${root}node_modules/server-only/empty.js` } },
  test: {
    // A non-UTC zone makes date mistakes show up in tests.
    // The server's log is silent unless a test reads it (tests/integration/observability.test.ts turns it up).
    env: {
      TZ: "Pacific/Auckland",
      NEXTAUTH_SECRET: "integration-test-secret-at-least-32-characters",
      LOG_LEVEL: "silent",
    },
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"] },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/integration/global-setup.ts"],
          setupFiles: ["tests/integration/setup.ts"],
          // Each file gets its own database; two workers keep memory bounded on a 2-core machine.
          maxWorkers: 2,
          // Runs after the unit project: projects with different worker limits need their own group.
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
