import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { restoreBackup, takeBackup } from "@/lib/server/db/infra/backup";
import { decodeBackup, encodeBackup } from "@/lib/server/db/infra/backup-file";
import { storeBackup } from "@/lib/server/db/infra/backup-folder";
import { applyMigrations, dropEverything, readMigrations } from "@/lib/server/db/infra/migrations";
import { openDatabase } from "@/lib/server/db/infra/open";
import { seedDemoSociety } from "@/prisma/seed/demo-society";
import { callRoute } from "./http";
import { type ScratchDatabase, createScratchDatabase, fingerprint } from "./scratch-database";

const scratches: ScratchDatabase[] = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(scratches.splice(0).map((scratch) => scratch.remove()));
});

/**
 * A migrated database and where to restore it. The embedded one is filled in memory (on disk, each commit's sync
 * makes seeding take minutes on a busy machine) and its archive restored into a folder, as on a server.
 */
async function migratedScratch(kind: ScratchDatabase["kind"], { seeded }: { seeded: boolean }) {
  const scratch = await createScratchDatabase(kind);
  scratches.push(scratch);
  const database = kind === "embedded" ? await openDatabase({ pgliteDataDir: "memory://" }) : await scratch.open();
  await applyMigrations(database.connection);
  if (seeded) await seedDemoSociety(database.prisma);
  return { scratch, database };
}

// pg_dump where the client tools are installed, and the logical dump through the app's connection where they
// are not (no PATH: nothing to run); the embedded database with PGlite's own archive of its folder.
const cases = [
  { kind: "embedded" as const, method: "pglite-datadir", path: process.env.PATH },
  ...(process.env.DATABASE_URL
    ? [
        { kind: "postgresql" as const, method: "pg_dump", path: process.env.PATH },
        { kind: "postgresql" as const, method: "logical", path: "" },
      ]
    : []),
];

describe("backup and restore", () => {
  it.each(cases)(
    "round-trips the $kind database ($method): seed, back up, wipe, restore",
    async (backupCase) => {
      const { scratch, database } = await migratedScratch(backupCase.kind, { seeded: true });
      const before = await fingerprint(database);
      expect(Number.parseInt(before.Scorecard ?? "0", 10)).toBeGreaterThan(0);

      vi.stubEnv("PATH", backupCase.path ?? "");
      // Taken while the database is open and in use, as the running app does.
      const file = await takeBackup(database.backupSource);
      vi.unstubAllEnvs();
      const { header } = decodeBackup(file, "backup");
      expect(header).toMatchObject({
        format: 1,
        appVersion: "0.1.0",
        database: backupCase.kind,
        method: backupCase.method,
        lastMigration: readMigrations().at(-1)?.name,
      });

      await dropEverything(database.connection);
      expect(await fingerprint(database)).toEqual({});
      await database.close();

      const { restored } = await restoreBackup(scratch.restoreTarget, file, "backup");
      expect(restored).toContain(header.takenAt);
      const reopened = await scratch.open();
      expect(await fingerprint(reopened)).toEqual(before);
      const sweep = await reopened.prisma.sweep.findFirst({ include: { owner: true } });
      expect(sweep?.owner.fullName).toBeTruthy();
      await reopened.close();
    },
    240_000,
  );

  it("refuses a backup from a newer schema and leaves the database as it was", async () => {
    const { scratch, database } = await migratedScratch("embedded", { seeded: false });
    const file = await takeBackup(database.backupSource);
    await database.close();
    const { header, payload } = decodeBackup(file, "backup");
    const newer = encodeBackup({ ...header, appVersion: "9.0.0", lastMigration: "29990101000000_future" }, payload);
    const current = path.join(scratch.folder, "pglite", "PG_VERSION");
    fs.mkdirSync(path.dirname(current), { recursive: true });
    fs.writeFileSync(current, "17");

    await expect(restoreBackup(scratch.restoreTarget, newer, "newer.backup")).rejects.toThrow(
      "This backup comes from a newer Sweeps (9.0.0, schema 29990101000000_future); this version knows the schema up to",
    );
    expect(fs.readdirSync(scratch.folder)).toEqual(["pglite"]);
    expect(fs.readdirSync(path.dirname(current))).toEqual(["PG_VERSION"]);
  }, 240_000);

  it("refuses a file that is not a backup", async () => {
    const scratch = await createScratchDatabase("embedded");
    scratches.push(scratch);
    await expect(restoreBackup(scratch.restoreTarget, Buffer.from("PGDMP…"), "notes.txt")).rejects.toThrow(
      "notes.txt is not a Sweeps backup file.",
    );
  });

  it("keeps the newest BACKUP_KEEP backups and reports the last one in the health answer", async () => {
    const scratch = await createScratchDatabase("embedded");
    scratches.push(scratch);
    const dir = path.join(scratch.folder, "backups");
    vi.stubEnv("BACKUP_DIR", dir);
    vi.resetModules();
    const { GET: health } = await import("@/app/api/health/route");
    expect(await (await callRoute(health, { path: "/api/health" })).json()).toMatchObject({ lastBackupAt: null });

    const written: string[] = [];
    for (const n of [1, 2, 3]) {
      written.push(storeBackup(dir, Buffer.from(`backup ${n}`), 2));
      // File names carry the millisecond they were written.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(fs.readdirSync(dir).map((name) => path.join(dir, name))).toEqual(written.slice(1));
    const answer = (await (await callRoute(health, { path: "/api/health" })).json()) as { lastBackupAt: string };
    expect(Date.now() - Date.parse(answer.lastBackupAt)).toBeLessThan(60_000);
  });
});
