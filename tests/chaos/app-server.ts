// The built app as `npm start` serves it (scripts/serve.mjs: one app process, or several under its supervisor), on the
// chaos suite's scratch database, with its whole output kept so a test can show it, and its exit (code and moment)
// observable.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "../e2e/support/app-process";
import { CHAOS_SECRET, chaosDatabaseUrl } from "./chaos-env";

const START_TIMEOUT_MS = 60_000;

export type AppServer = {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** Everything the server printed. */
  output(): string;
  isRunning(): boolean;
  /** The app processes under the supervisor (none when one process serves alone), from /proc (Linux). */
  workerPids(): number[];
  /** SIGTERM, then SIGKILL if it has not exited within the deadline. */
  stop(): Promise<void>;
};

/**
 * Starts the built app; `env` adds to or overrides its environment (a mail server's SMTP_URL and MAIL_FROM), and
 * `processes` is its WEB_CONCURRENCY (1: the started process serves alone).
 */
export async function startAppServer(
  env: Record<string, string> = {},
  { processes = 1 }: { processes?: number } = {},
): Promise<AppServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, [path.resolve("scripts/serve.mjs")], {
    env: {
      ...process.env,
      DATABASE_URL: chaosDatabaseUrl(),
      NEXTAUTH_SECRET: CHAOS_SECRET,
      NEXTAUTH_URL: url,
      PORT: String(port),
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DEMO_MODE: "false",
      WEB_CONCURRENCY: String(processes),
      // Warnings and errors only: a line for each of thousands of requests would bury them.
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => (output += chunk.toString());
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const isRunning = () => child.exitCode === null && child.signalCode === null;

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (
    !(await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (!isRunning()) throw new Error(`The app exited while starting:\n${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The app did not start within ${START_TIMEOUT_MS} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    child,
    exited,
    output: () => output,
    isRunning,
    workerPids: () =>
      fs.readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, "utf8").split(" ").filter(Boolean).map(Number),
    stop: async () => {
      if (!isRunning()) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
