// Starts the app for the browser tests exactly as `npm start` does, on its own fresh database:
// a new PostgreSQL database when DATABASE_URL is set, otherwise a new embedded data folder.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { assertLocalDatabase, dropDatabase, withDatabase } from "../integration/test-databases";
import { openPostgres } from "@/lib/server/db/infra/connection";
import { startOidcProvider, TEST_OIDC_CLIENT } from "./oidc-provider";
import { E2E_REQUEST_ARRIVAL_TIMEOUT_MS } from "./support/arrival-timeout";
import { E2E_METRICS_TOKEN } from "./support/metrics-token";

const port = process.env.E2E_PORT ?? "3100";
const runId = `${Date.now()}_${process.pid}`;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: port,
  NEXTAUTH_URL: `http://localhost:${port}`,
  NEXTAUTH_SECRET: "e2e-test-secret-that-is-long-enough-to-use",
  // The tests seed the demo society but run as a society's own server would: no sign-in suggested.
  DEMO_MODE: "false",
  REQUEST_ARRIVAL_TIMEOUT_MS: String(E2E_REQUEST_ARRIVAL_TIMEOUT_MS),
  // Both projects register their own people from this one address, more than a society's evening would.
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: "1000",
  // The app's log joins the test output: its warnings and errors, not a line for every request.
  LOG_LEVEL: "warn",
  METRICS_TOKEN: E2E_METRICS_TOKEN,
  // One app process, as on PGlite: the machine's two cores also run two browsers and the tests themselves.
  WEB_CONCURRENCY: "1",
};

const cleanups: Array<() => Promise<void> | void> = [];
const identityProvider = await startOidcProvider(env.NEXTAUTH_URL ?? "");
cleanups.push(identityProvider.close);
Object.assign(env, {
  OIDC_ISSUER: identityProvider.issuer,
  OIDC_CLIENT_ID: TEST_OIDC_CLIENT.id,
  OIDC_CLIENT_SECRET: TEST_OIDC_CLIENT.secret,
  OIDC_DISPLAY_NAME: TEST_OIDC_CLIENT.displayName,
});

const adminUrl = process.env.DATABASE_URL;
if (adminUrl) {
  assertLocalDatabase(adminUrl);
  const name = `sweeps_e2e_${runId}`;
  const admin = await openPostgres(adminUrl);
  await admin.exec(`CREATE DATABASE "${name}"`);
  await admin.close();
  env.DATABASE_URL = withDatabase(adminUrl, name);
  cleanups.push(() => dropDatabase(adminUrl, name));
} else {
  const dataDir = path.resolve(`.test-output/e2e-db-${runId}/pglite`);
  env.PGLITE_DATA_DIR = dataDir;
  cleanups.push(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));
}

const app = spawn(process.execPath, ["scripts/start.mjs"], { stdio: "inherit", env });
/** Once, whichever comes first: the signal to stop (to this whole process group) or the app's exit. */
let cleaning: Promise<void> | undefined;
const cleanUp = () =>
  (cleaning ??= (async () => {
    for (const cleanup of cleanups) await cleanup();
  })());
const stop = async () => {
  app.kill("SIGTERM");
  await cleanUp();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
app.on("exit", async (code) => {
  await cleanUp();
  process.exit(code ?? 1);
});
