import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * A backup file is one line of JSON saying what it holds, then the dump itself, so `head -1 FILE` tells a
 * volunteer which version, schema and database a file came from before restoring it.
 */
const MAGIC = "SWEEPS-BACKUP ";

export const backupHeaderSchema = z.object({
  format: z.literal(1),
  appVersion: z.string(),
  // The newest migration applied when the dump was taken: restore compares it with the migrations it knows.
  lastMigration: z.string().nullable(),
  takenAt: z.iso.datetime(),
  database: z.enum(["embedded", "postgresql"]),
  // pglite-datadir: PGlite's own archive of its data folder; pg_dump: PostgreSQL's custom format;
  // logical: every table's rows as JSON, taken through the app's own connection (restores on either database).
  method: z.enum(["pglite-datadir", "pg_dump", "logical"]),
});

export type BackupHeader = z.infer<typeof backupHeaderSchema>;

export class BackupFileError extends Error {
  override name = "BackupFileError";
}

export function appVersion(): string {
  const manifest = JSON.parse(fs.readFileSync(path.resolve(process.cwd(), "package.json"), "utf8")) as {
    version?: string;
  };
  return manifest.version ?? "unknown";
}

export function encodeBackup(header: BackupHeader, payload: Uint8Array): Buffer {
  return Buffer.concat([Buffer.from(`${MAGIC}${JSON.stringify(header)}\n`, "utf8"), payload]);
}

export function decodeBackup(file: Buffer, name: string): { header: BackupHeader; payload: Buffer } {
  const end = file.indexOf(0x0a);
  const firstLine = file.subarray(0, end === -1 ? 0 : end).toString("utf8");
  if (!firstLine.startsWith(MAGIC)) throw new BackupFileError(`${name} is not a Sweeps backup file.`);
  let header: unknown;
  try {
    header = JSON.parse(firstLine.slice(MAGIC.length));
  } catch {
    throw new BackupFileError(`${name} has a damaged header line.`);
  }
  const parsed = backupHeaderSchema.safeParse(header);
  if (!parsed.success) throw new BackupFileError(`${name} has a header this version of Sweeps does not understand.`);
  return { header: parsed.data, payload: file.subarray(end + 1) };
}

/** Writes beside the target and renames, so a file with the final name is always a whole backup. */
export function writeBackupFile(file: string, contents: Buffer): void {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, contents, { mode: 0o600 });
  fs.renameSync(partial, file);
}

export function describeBackup(header: BackupHeader): string {
  const database = header.database === "embedded" ? "the embedded database" : "PostgreSQL";
  return `Sweeps ${header.appVersion}, ${database} (${header.method}), schema ${header.lastMigration ?? "empty"}, taken ${header.takenAt}`;
}
