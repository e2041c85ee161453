import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { wrapPglite } from "@/lib/server/db/infra/connection";
import { MigrationError, applyMigrations, readMigrations } from "@/lib/server/db/infra/migrations";
import {
  DatabaseUnavailableError,
  explainPostgresError,
  lockEmbeddedDatabase,
  openDatabase,
} from "@/lib/server/db/infra/open";
import { diffMigrationsToSchema } from "@/lib/server/db/infra/schema-engine";
import { callRoute } from "./http";
import { createScratchDatabase } from "./scratch-database";

describe("migrations", () => {
  it("agree with prisma/schema.prisma (run `npm run db:new -- <name>` after changing the schema)", async () => {
    expect(await diffMigrationsToSchema()).toBe("");
  }, 60_000);

  it("apply once, record themselves in Prisma's table, and are not applied twice", async () => {
    const connection = wrapPglite(new PGlite("memory://"));
    const migrations = readMigrations();
    expect(await applyMigrations(connection)).toEqual(migrations.map((m) => m.name));
    expect(await applyMigrations(connection)).toEqual([]);
    const rows = await connection.query<{ migration_name: string; checksum: string }>(
      'SELECT migration_name, checksum FROM "_prisma_migrations" ORDER BY migration_name',
    );
    expect(rows).toEqual(migrations.map((m) => ({ migration_name: m.name, checksum: m.checksum })));
    await connection.close();
  });

  it("roll back a failing migration completely and name it", async () => {
    const connection = wrapPglite(new PGlite("memory://"));
    const broken = {
      name: "20990101000000_broken",
      sql: 'CREATE TABLE "Half" (id int);\nSELECT * FROM "missing_table";',
      checksum: "x",
    };
    const error = await applyMigrations(connection, [broken]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as MigrationError).message).toMatch(
      /^Migration 20990101000000_broken failed and was rolled back: .*missing_table/,
    );
    const tables = await connection.query<{ name: string }>("SELECT to_regclass('\"Half\"')::text AS name");
    expect(tables[0]?.name).toBeNull();
    const history = await connection.query('SELECT * FROM "_prisma_migrations"');
    expect(history).toHaveLength(0);
    await connection.close();
  });

  it("apply once when several app machines start together on one PostgreSQL", async () => {
    const scratch = await createScratchDatabase("postgresql");
    const machines = await Promise.all([scratch.open(), scratch.open(), scratch.open()]);
    try {
      const applied = await Promise.all(machines.map((machine) => applyMigrations(machine.connection)));
      const names = readMigrations().map((m) => m.name);
      expect(applied.map((list) => list.length).sort((a, b) => a - b)).toEqual([0, 0, names.length]);
      const rows = await machines[0]!.connection.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM "_prisma_migrations"',
      );
      expect(rows[0]?.count).toBe(names.length);
    } finally {
      await Promise.all(machines.map((machine) => machine.close()));
      await scratch.remove();
    }
  }, 60_000);

  it("refuse a migration edited after it was applied", async () => {
    const connection = wrapPglite(new PGlite("memory://"));
    const original = { name: "20990101000000_a", sql: 'CREATE TABLE "A" (id int);', checksum: "one" };
    await applyMigrations(connection, [original]);
    await expect(applyMigrations(connection, [{ ...original, checksum: "two" }])).rejects.toThrow(
      /edited after being applied/,
    );
    await connection.close();
  });
});

describe("opening a database", () => {
  it("explains an unreachable PostgreSQL in one line naming the host", async () => {
    const error = await openDatabase({
      databaseUrl: "postgresql://postgres@127.0.0.1:1/sweeps",
      pgliteDataDir: "",
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect((error as Error).message).toBe(
      "Cannot reach PostgreSQL at 127.0.0.1:1/sweeps: nothing accepted the connection. Check that PostgreSQL is running and listening on that host and port (DATABASE_URL).",
    );
  });

  it("explains wrong credentials and a missing database", () => {
    const url = "postgresql://sweeps:wrong@db.internal:5433/society";
    expect(explainPostgresError({ code: "28P01" }, url)).toBe(
      "PostgreSQL at db.internal:5433/society refused the credentials: check the user name and password in DATABASE_URL.",
    );
    expect(explainPostgresError({ code: "3D000" }, url)).toMatch(
      /^PostgreSQL at db.internal:5433\/society has no such database/,
    );
  });

  it("refuses a second server on the same embedded data folder", async () => {
    const dataDir = `.test-output/locks-${process.pid}/pglite`;
    const unlock = lockEmbeddedDatabase(dataDir);
    const fs = await import("node:fs");
    const lockFile = `.test-output/locks-${process.pid}/pglite.sweeps.lock`;
    fs.writeFileSync(lockFile, String(process.ppid));
    expect(() => lockEmbeddedDatabase(dataDir)).toThrow(
      `The embedded database in ${dataDir} is in use by process ${process.ppid}`,
    );
    unlock();
    expect(fs.existsSync(lockFile)).toBe(false);
  });
});

describe("GET /api/health", () => {
  it("reports the database as reachable", async () => {
    const response = await callRoute(health, { path: "/api/health" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: "ok" });
  });
});
