import "server-only";
import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";

/**
 * Names each distinct statement after its text, so that every pooled connection prepares it once and reuses the
 * plan: without names the driver parses and plans every query again, which was half of reading a scorecard.
 */
function statementName({ sql, argTypes }: { sql: string; argTypes: unknown }): string {
  return `sweeps_${createHash("sha1").update(sql).update(JSON.stringify(argTypes)).digest("base64url")}`;
}

/** The driver adapter for a PostgreSQL server (the app's and the test databases'). */
export function postgresAdapter(connectionString: string): PrismaPg {
  return new PrismaPg({ connectionString }, { statementNameGenerator: statementName });
}
