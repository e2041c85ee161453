import "server-only";
import { z } from "zod";
import { AppError, type FieldError } from "../errors";
import { problemResponse } from "./problem";

export function zodFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.join(".") || "(body)", message: issue.message }));
}

// Prisma's request errors carry a code; matching on codes, never on message text.
const PRISMA_CODES: Record<string, AppError> = {
  P2002: new AppError("conflict", "That already exists."),
  P2025: new AppError("not_found", "That record was not found; it may have been removed."),
  P2003: new AppError("conflict", "That refers to something that does not exist or is still in use."),
};

/** Maps anything a handler throws to a problem+json response; unknown errors are logged and hidden. */
export function errorToResponse(error: unknown): Response {
  if (error instanceof AppError) {
    return problemResponse(error.code, error.message, { errors: error.errors, headers: error.headers, extensions: error.extensions });
  }
  if (error instanceof z.ZodError) {
    return problemResponse("invalid", "Some fields are not valid.", { errors: zodFieldErrors(error) });
  }
  const prismaCode = (error as { code?: unknown } | null)?.code;
  const known = typeof prismaCode === "string" ? PRISMA_CODES[prismaCode] : undefined;
  if (known) return problemResponse(known.code, known.message);
  console.error(error);
  return problemResponse("internal", "Something went wrong on the server. Please try again in a moment.");
}
