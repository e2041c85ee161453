// Runs `prisma generate` without letting the CLI download a schema engine: it only needs the variable to
// name an existing file, which it never executes (ARCHITECTURE.md#database).
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
  CHECKPOINT_DISABLE: "1",
};
execFileSync(process.execPath, [require.resolve("prisma/build/index.js"), "generate"], { stdio: "inherit", env });
