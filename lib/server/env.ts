import "server-only";
import { z } from "zod";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// or postgresql:// URL")
      .optional(),
  ),
  PGLITE_DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default(".data/pglite")),
  // "true" or "false"; unset, it follows the database: on for the embedded demo, off with DATABASE_URL.
  DEMO_MODE: z.preprocess(
    emptyAsUndefined,
    z.enum(["true", "false"], { error: "DEMO_MODE must be true or false" }).optional(),
  ),
  // YYYY-MM-DD: the day the demo society's dates count from when it is seeded, as an event's date is stored
  // (lib/dates.ts: todayAsEventDate); unset, the day of seeding. The browser tests fix it, so a run that crosses
  // midnight still finds the demo's events on the days they look.
  DEMO_DAY: z.preprocess(
    emptyAsUndefined,
    z.iso
      .date({ error: "DEMO_DAY must be a date, YYYY-MM-DD" })
      .transform((day) => new Date(`${day}T00:00:00Z`))
      .optional(),
  ),
  NEXTAUTH_URL: optionalString,
  NEXTAUTH_SECRET: optionalString,
  OIDC_ISSUER: optionalString,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_DISPLAY_NAME: z.preprocess(emptyAsUndefined, z.string().default("your identity provider")),
  OIDC_REGISTER_URL: optionalString,
  OIDC_PROFILE_URL: optionalString,
  // Accounts one address may register in an hour: raise it for an evening when a whole society signs up behind the
  // clubhouse's one address.
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(100_000).default(30),
  ),
  // How many reverse proxies in front of the app append to X-Forwarded-For; 0 trusts no forwarding header.
  TRUSTED_PROXY_HOPS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(10).default(0)),
  // Open event streams one process holds, per user and in all (each costs about 60–150 KB: README, "Live pages").
  LIVE_STREAMS_PER_USER: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1_000).default(20)),
  LIVE_STREAMS_PER_PROCESS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(100_000).default(2_000)),
  // How many app processes `npm start` runs on PostgreSQL (scripts/serve.mjs); unset, one per core. The embedded
  // database lives inside one process, so without DATABASE_URL it is always 1 (lib/server/app-processes.ts).
  WEB_CONCURRENCY: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "WEB_CONCURRENCY must be a whole number of app processes, from 1 to 64" })
      .int({ error: "WEB_CONCURRENCY must be a whole number of app processes, from 1 to 64" })
      .min(1, { error: "WEB_CONCURRENCY must be at least 1 (1 runs a single app process)" })
      .max(64, { error: "WEB_CONCURRENCY can be at most 64 app processes" })
      .optional(),
  ),
  // Database connections each app process pools; unset, its share of the cores (lib/server/app-processes.ts).
  DATABASE_POOL_SIZE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1_000).optional()),
  // How long a request may take to arrive, headers and body, before it is answered 408 (read by scripts/next-server.mjs).
  REQUEST_ARRIVAL_TIMEOUT_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  ),
  // The society's mail server (README, "Email"): smtp://user:password@host:587 or smtps://…:465. Unset, no email is sent.
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// or smtps:// URL")
      .optional(),
  ),
  // The sender of every email, such as "Sweeps <sweeps@example.org>".
  MAIL_FROM: optionalString,
  // Scheduled backups by the running app (docs/self-hosting.md#backups): the folder, how many to keep, how often.
  // Unset, the app takes none of its own; `npm start` still backs up before applying migrations (into .data/backups).
  BACKUP_DIR: optionalString,
  BACKUP_KEEP: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(10_000).default(14)),
  BACKUP_INTERVAL_HOURS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .min(0.25)
      .max(24 * 31)
      .default(24),
  ),
  // How much the server logs (one JSON object a line on standard output): docs/self-hosting.md#logs-and-metrics.
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
  // The bearer token Prometheus sends to read GET /metrics; unset, the endpoint is off (404).
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(16, "METRICS_TOKEN must be at least 16 characters (openssl rand -hex 32)").optional(),
  ),
  // For benchmarks only (bench/http/save-cost.bench.ts): "true" answers each request's steps and SQL round trips in a
  // Server-Timing header. Never in production: it tells every client how long each step of its request took.
  SERVER_TIMING: z
    .preprocess(emptyAsUndefined, z.enum(["true", "false"]).default("false"))
    .transform((v) => v === "true"),
  // Set by scripts/next-server.mjs (never by operators): the request header in which it passes each
  // connection's socket address, which Next's route handlers cannot otherwise see.
  SOCKET_ADDRESS_HEADER: optionalString,
});

export type Env = Omit<z.infer<typeof envSchema>, "DEMO_MODE"> & { DEMO_MODE: boolean };

/** The process environment, parsed once; the only place that reads process.env. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join("; ")}`);
  }
  const { DEMO_MODE, ...rest } = parsed.data;
  return { ...rest, DEMO_MODE: DEMO_MODE === undefined ? rest.DATABASE_URL === undefined : DEMO_MODE === "true" };
}

export const env = readEnv();
