// More app processes beside the one Playwright starts: the built app served as `npm start` serves it
// (scripts/serve.mjs: one process of scripts/next-server.mjs, or several under a supervisor), on a database the
// caller prepares. For what needs several processes on one
// PostgreSQL (live updates across processes) and for the live benchmark.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

const TSX = path.resolve("node_modules/tsx/dist/cli.mjs");
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export type AppProcess = {
  url: string;
  pid: number;
  /** Resident memory of the server process, in bytes (Linux). */
  residentBytes(): number;
  /** The app processes under a supervisor (none when one process serves alone), from /proc (Linux). */
  workerPids(): number[];
  stop(): Promise<void>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** Migrates the database and seeds the demo society into it when empty, as `npm run db:seed` does. */
export function seedDatabase(env: NodeJS.ProcessEnv): void {
  const run = spawnSync(process.execPath, [TSX, "--conditions=react-server", "scripts/db.ts", "seed"], {
    env,
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`db:seed failed: ${run.stderr || run.stdout}`);
}

export type StartOptions = {
  /** App processes behind one port (WEB_CONCURRENCY): 1 serves in the started process itself. */
  processes?: number;
  /** Receives everything the app prints, as it prints it. */
  onOutput?: (text: string) => void;
};

/** Starts the built app (run `npm run build` or `npm start` once first) and resolves once it answers /api/health. */
export async function startApp(
  env: NodeJS.ProcessEnv,
  { processes = 1, onOutput }: StartOptions = {},
): Promise<AppProcess> {
  if (!fs.existsSync(".next/BUILD_ID")) throw new Error("The app is not built: run npm run build first.");
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: {
      ...env,
      PORT: String(port),
      NEXTAUTH_URL: url,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      WEB_CONCURRENCY: String(processes),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
    onOutput?.(chunk.toString());
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app on port ${port} exited: ${output}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The app on port ${port} did not start within ${START_TIMEOUT_MS} ms: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    url,
    pid: child.pid!,
    residentBytes: () =>
      Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1] ?? 0) * 1024,
    workerPids: () =>
      fs.readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, "utf8").split(" ").filter(Boolean).map(Number),
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      const stopped = await Promise.race([
        exited.then(() => true),
        new Promise((resolve) => setTimeout(() => resolve(false), STOP_TIMEOUT_MS)),
      ]);
      if (!stopped) {
        child.kill("SIGKILL");
        await exited;
        throw new Error(`The app on port ${port} did not stop within ${STOP_TIMEOUT_MS} ms of SIGTERM.`);
      }
    },
  };
}
