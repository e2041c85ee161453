import "server-only";
import pino from "pino";
import { env } from "../env";
import { currentRequestId } from "./request-context";

const REDACTED = "[redacted]";

/** Fields that hold personal data or secrets, wherever they sit in a logged object (up to three levels deep). */
const SECRET_KEYS = [
  "password",
  "currentPassword",
  "newPassword",
  "token",
  "accessToken",
  "refreshToken",
  "idToken",
  "secret",
  "email",
  "authorization",
  "cookie",
  "set-cookie",
  "x-xsrf-token",
];
const quoted = (key: string) => `["${key}"]`;
const REDACT_PATHS = SECRET_KEYS.flatMap((key) => [quoted(key), `*${quoted(key)}`, `*.*${quoted(key)}`]);

/**
 * What no field name gives away: an address or a bearer token inside a message or an error's text (a driver's
 * error quoting a value, a header pasted into a message). Scrubbed from each finished line before it is written.
 */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const BEARER = /\b(Bearer)\s+[A-Za-z0-9._~+/=-]+/gi;
export const scrubLine = (line: string): string => line.replace(EMAIL, "[email]").replace(BEARER, `$1 ${REDACTED}`);

/**
 * The server's one logger: a JSON object a line on standard output, each line of a request carrying its id
 * (lib/server/log/request-context.ts), with personal data and secrets removed. LOG_LEVEL sets how much is said.
 */
export const logger = pino(
  {
    level: env.LOG_LEVEL,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    hooks: { streamWrite: scrubLine },
  },
  // Through the process's stream (not its file descriptor), so that a test can read what a request logged.
  process.stdout,
);
