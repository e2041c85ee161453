import { PGlite } from "@electric-sql/pglite";
import { applyMigrations } from "@/lib/server/db/infra/migrations";
import { openPostgres, wrapPglite } from "@/lib/server/db/infra/connection";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]", ""]);

/** Tests create and drop databases: refuse anything but a server on this machine. */
export function assertLocalDatabase(url: string): URL {
  const parsed = new URL(url);
  if (!LOCAL_HOSTS.has(parsed.hostname)) {
    throw new Error(`Refusing to run tests against ${parsed.hostname}: tests only use a PostgreSQL on this machine.`);
  }
  return parsed;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function createMigratedPostgresTemplate(adminUrl: string, name: string): Promise<void> {
  assertLocalDatabase(adminUrl);
  const admin = await openPostgres(adminUrl);
  try {
    await admin.exec(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.exec(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.close();
  }
  const template = await openPostgres(withDatabase(adminUrl, name));
  try {
    await applyMigrations(template);
  } finally {
    await template.close();
  }
}

export async function cloneDatabase(adminUrl: string, template: string, name: string): Promise<string> {
  const admin = await openPostgres(adminUrl);
  try {
    await admin.exec(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.close();
  }
  return withDatabase(adminUrl, name);
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = await openPostgres(adminUrl);
  try {
    await admin.exec(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.close();
  }
}

/** A migrated embedded database, dumped once so each test file can start from a copy in a fraction of the time. */
export async function createMigratedPgliteDump(): Promise<Blob> {
  const pglite = new PGlite("memory://");
  await applyMigrations(wrapPglite(pglite));
  const dump = await pglite.dumpDataDir("none");
  await pglite.close();
  return dump;
}
