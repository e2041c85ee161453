import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import * as bg from "@prisma/schema-engine-wasm/schema_engine_bg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { MIGRATIONS_DIR, readMigrations } from "./migrations";

const SCHEMA_PATH = path.resolve(process.cwd(), "prisma/schema.prisma");

type SchemaEngine = Awaited<ReturnType<typeof bg.SchemaEngine.new>>;
type BindgenExports = Parameters<typeof bg.__wbg_set_wasm>[0] & { __wbindgen_start(): void };

let wasmReady: Promise<void> | undefined;

// Prisma's schema engine, compiled to WebAssembly, so migrations can be written offline
// (the native engine would be downloaded on first use).
function loadWasm(): Promise<void> {
  wasmReady ??= (async () => {
    const require = createRequire(import.meta.url);
    const wasmPath = path.join(path.dirname(require.resolve("@prisma/schema-engine-wasm")), "schema_engine_bg.wasm");
    const wasmModule = await WebAssembly.compile(fs.readFileSync(wasmPath));
    const bindings = bg as unknown as Record<string, WebAssembly.ImportValue>;
    const imports: WebAssembly.Imports = {};
    for (const entry of WebAssembly.Module.imports(wasmModule)) {
      const namespace = (imports[entry.module] ??= {});
      namespace[entry.name] = bindings[entry.name] as WebAssembly.ImportValue;
    }
    const instance = await WebAssembly.instantiate(wasmModule, imports);
    const exports = instance.exports as unknown as BindgenExports;
    bg.__wbg_set_wasm(exports);
    exports.__wbindgen_start();
  })();
  return wasmReady;
}

/**
 * The SQL that would bring the migration history up to prisma/schema.prisma; empty when they agree.
 * Runs against a throw-away in-memory PGlite (its shadow database is in memory too).
 */
export async function diffMigrationsToSchema(): Promise<string> {
  await loadWasm();
  const pglite = new PGlite("memory://");
  const schema = fs.readFileSync(SCHEMA_PATH, "utf8");
  const engine: SchemaEngine = await bg.SchemaEngine.new(
    { datamodels: [[SCHEMA_PATH, schema]] },
    () => {},
    bindMigrationAwareSqlAdapterFactory(new PrismaPGlite(pglite)),
  );
  try {
    const result = await engine.diff({
      from: {
        tag: "migrations",
        baseDir: MIGRATIONS_DIR,
        lockfile: { path: path.join(MIGRATIONS_DIR, "migration_lock.toml"), content: 'provider = "postgresql"' },
        shadowDbInitScript: "",
        migrationDirectories: readMigrations().map((migration) => ({
          path: path.join(MIGRATIONS_DIR, migration.name),
          migrationFile: {
            path: path.join(MIGRATIONS_DIR, migration.name, "migration.sql"),
            content: { tag: "ok" as const, value: migration.sql },
          },
        })),
      },
      to: { tag: "schemaDatamodel", files: [{ path: SCHEMA_PATH, content: schema }] },
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    });
    const sql = result.stdout ?? "";
    return isEmptyScript(sql) ? "" : sql;
  } finally {
    engine.free();
    await pglite.close();
  }
}

function isEmptyScript(sql: string): boolean {
  return sql.trim() === "" || sql.trim() === "-- This is an empty migration.";
}

/** Writes prisma/migrations/<timestamp>_<name>/migration.sql from the schema; null when nothing changed. */
export async function createMigration(name: string, now = new Date()): Promise<string | null> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error("Migration names use lower-case letters, digits and _ only");
  const sql = await diffMigrationsToSchema();
  if (sql === "") return null;
  const stamp = now.toISOString().replace(/\D/g, "").slice(0, 14);
  const dir = path.join(MIGRATIONS_DIR, `${stamp}_${name}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "migration.sql"), sql);
  fs.writeFileSync(
    path.join(MIGRATIONS_DIR, "migration_lock.toml"),
    '# Do not edit by hand.\nprovider = "postgresql"\n',
  );
  return dir;
}
