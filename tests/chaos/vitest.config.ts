// `npm run test:chaos` (scripts/test-chaos.ts) runs these files one at a time: they stop PostgreSQL, stop the app
// and make the database read-only, which no other test may see.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("../..", import.meta.url));

export default defineConfig({
  root,
  resolve: { alias: { "@": root, "server-only": `${root}node_modules/server-only/empty.js` } },
  test: {
    include: ["tests/chaos/**/*.test.ts"],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
