import "server-only";
import { logger } from "../log/logger";
import { z } from "zod";
import { zodFieldErrors } from "@/lib/validation/field-errors";
import { AppError } from "../errors";
import { problemResponse } from "./problem";

// Prisma's request errors carry a code; matching on codes, never on message text.
const PRISMA_CODES: Record<string, AppError> = {
  P2002: new AppError("conflict", "That already exists."),
  P2025: new AppError("not_found", "That record was not found; it may have been removed."),
  P2003: new AppError("conflict", "That refers to something that does not exist or is still in use."),
};

const RETRY_AFTER_SECONDS = "5";
const DATABASE_UNREACHABLE = new AppError(
  "unavailable",
  "The database cannot be reached at the moment. Please try again in a moment.",
  { headers: { "retry-after": RETRY_AFTER_SECONDS } },
);
const DATABASE_REFUSES_WRITES = new AppError(
  "unavailable",
  "The database is not accepting changes at the moment, so nothing was saved. Please try again later.",
  { headers: { "retry-after": RETRY_AFTER_SECONDS } },
);

// A database that is down, restarting or out of connections, by the code it surfaces as: Prisma's (P1001 cannot
// reach, P1002/P1008 timed out, P1017 closed the connection, P2024 no pooled connection in time, P2037 too many
// connections), the socket's, or PostgreSQL's SQLSTATE (class 08 connection exception, 57P01–57P03 shutting down
// or starting up, 53300 too many connections).
const UNREACHABLE_CODES = new Set([
  "P1001",
  "P1002",
  "P1008",
  "P1017",
  "P2024",
  "P2037",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);
// The driver adapter's kinds for the same failures (a raw query reports them under P2010 with this cause).
const UNREACHABLE_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
// A database that is up but refuses to store: a read-only transaction or server (25006), or a full disk (53100).
const REFUSES_WRITES_CODES = new Set(["25006", "53100"]);
// node-postgres reports a connection lost mid-query or a pool that timed out as plain Errors with no code at all,
// so for those alone the message is all there is to go on.
const PG_CONNECTION_LOST =
  /^(Connection terminated( unexpectedly)?|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)$/;

// A value PostgreSQL will not store or compare: SQLSTATE class 22, data exception (22008 a date out of its
// range, 22003 a number out of range, 22001 text too long, 22021 a NUL byte or bad encoding, 22P02 malformed
// input, …). What a request sent reached the database unchecked: the client's mistake, answered 400.
const DATA_EXCEPTION_CLASS = /^22[0-9A-Z]{3}$/;
// Both driver adapters keep the SQLSTATE as originalCode, also where they name the failure with a kind of theirs.
const DATA_REFUSED_MESSAGE =
  "A value in the request cannot be stored: a date, number or text is outside what the server accepts. Check the values and try again.";

type ErrorLike = {
  code?: unknown;
  kind?: unknown;
  originalCode?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: unknown };
};

/** The error and what it wraps (Prisma's error, its driver adapter's error, that error's cause), outermost first. */
function* errorChain(error: unknown): Generator<ErrorLike> {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const candidate = queue.shift();
    if (!candidate || typeof candidate !== "object" || seen.has(candidate)) continue;
    seen.add(candidate);
    const link = candidate as ErrorLike;
    yield link;
    queue.push(link.cause, link.meta?.driverAdapterError);
  }
}

const codesOf = ({ code, originalCode }: ErrorLike) =>
  [code, originalCode].filter((value): value is string => typeof value === "string");

/** Whether the database itself is failing the request (down, restarting, read-only, full), read through Prisma's wrapping. */
function databaseUnavailable(error: unknown): AppError | null {
  for (const link of errorChain(error)) {
    const codes = codesOf(link);
    if (codes.some((value) => REFUSES_WRITES_CODES.has(value))) return DATABASE_REFUSES_WRITES;
    if (codes.some((value) => UNREACHABLE_CODES.has(value))) return DATABASE_UNREACHABLE;
    if (typeof link.kind === "string" && UNREACHABLE_KINDS.has(link.kind)) return DATABASE_UNREACHABLE;
    if (typeof link.message === "string" && PG_CONNECTION_LOST.test(link.message)) return DATABASE_UNREACHABLE;
  }
  return null;
}

/** Whether the database refused a value of the request as data (class 22), read through Prisma's wrapping. */
function databaseRefusedData(error: unknown): boolean {
  for (const link of errorChain(error))
    if (codesOf(link).some((value) => DATA_EXCEPTION_CLASS.test(value))) return true;
  return false;
}

/** The last line of Prisma's message (its first lines quote the calling code): what the database said. */
const lastLine = (error: unknown) => (error instanceof Error ? error.message.trim().split("\n").at(-1) : String(error));

/** Maps anything a handler throws to a problem+json response; unknown errors are logged and hidden. */
export function errorToResponse(error: unknown): Response {
  if (error instanceof AppError) {
    return problemResponse(error.code, error.message, {
      errors: error.fieldErrors,
      headers: error.headers,
      extensions: error.extensions,
    });
  }
  if (error instanceof z.ZodError) {
    return problemResponse("invalid", "Some fields are not valid.", { errors: zodFieldErrors(error) });
  }
  const prismaCode = (error as { code?: unknown } | null)?.code;
  const known = typeof prismaCode === "string" ? PRISMA_CODES[prismaCode] : undefined;
  if (known) return problemResponse(known.code, known.message);
  const unavailable = databaseUnavailable(error);
  if (unavailable) {
    // One line, not a stack per request: while the database is away every request lands here.
    logger.warn(`Database unavailable: ${lastLine(error)}`);
    return problemResponse(unavailable.code, unavailable.message, { headers: unavailable.headers });
  }
  if (databaseRefusedData(error)) {
    // A warning, not an error: the request was at fault, but a bound is missing from its zod schema.
    logger.warn(`Database refused a value: ${lastLine(error)}`);
    return problemResponse("invalid", DATA_REFUSED_MESSAGE);
  }
  logger.error({ err: error }, "Unexpected error");
  return problemResponse("internal", "Something went wrong on the server. Please try again in a moment.");
}
