import "server-only";
import type { z } from "zod";
import {
  type SweepExport,
  type SweepImportDto,
  type SweepImportProblem,
  sweepExportSchema,
} from "@/lib/validation/sweep-export";
import { SWEEP_EXPORT_VERSION, sweepExportHeaderSchema } from "@/lib/validation/sweep-export-shape";
import { AppError } from "../errors";
import type { RootDb } from "../db/infra/client";
import { writeSweepImport } from "../db/sweep-import";

/** A large society's file is written in seconds; the default 5 s would refuse it half way (and write nothing). */
const IMPORT_TIMEOUT_MS = 120_000;

/** Where an issue is in the file, as its reader would write it: events[2].entries[0].playerId. */
function whereOf(path: readonly PropertyKey[]): string {
  return path.map((key, i) => (typeof key === "number" ? `[${key}]` : `${i === 0 ? "" : "."}${String(key)}`)).join("");
}

const problemsOf = (error: z.ZodError): SweepImportProblem[] =>
  error.issues.map((issue) => ({ where: whereOf(issue.path), message: issue.message }));

type Checked =
  { file: SweepExport; problems: [] } | { file: null; problems: SweepImportProblem[]; name: string | null };

/** The file read and checked: its header first, so that a newer version is named as such rather than as odd fields. */
function checkFile(file: unknown): Checked {
  const header = sweepExportHeaderSchema.safeParse(file);
  if (!header.success) return { file: null, problems: problemsOf(header.error), name: null };
  const name = nameIn(file);
  if (header.data.version > SWEEP_EXPORT_VERSION) {
    const message =
      `This file is in export format version ${header.data.version}, written by a newer Sweeps; this server reads ` +
      `version ${SWEEP_EXPORT_VERSION}. Upgrade this server, then import the file again.`;
    return { file: null, problems: [{ where: "version", message }], name };
  }
  const parsed = sweepExportSchema.safeParse(file);
  if (!parsed.success) return { file: null, problems: problemsOf(parsed.error), name };
  return { file: parsed.data, problems: [] };
}

function nameIn(file: unknown): string | null {
  const sweep = (file as { sweep?: unknown }).sweep;
  const name = typeof sweep === "object" && sweep !== null ? (sweep as { name?: unknown }).name : null;
  return typeof name === "string" ? name : null;
}

function countsOf(file: SweepExport): NonNullable<SweepImportDto["counts"]> {
  const entries = file.events.flatMap((event) => event.entries);
  const cards = entries.flatMap((entry) => (entry.card ? [entry.card] : []));
  return {
    members: file.members.length,
    players: file.players.length,
    courses: file.courses.length,
    events: file.events.length,
    closedEvents: file.events.filter((event) => event.closedAt !== null).length,
    cards: cards.length,
    scores: cards.reduce((sum, card) => sum + card.scores.filter((score) => score.gross !== null).length, 0),
    handicaps: file.handicaps.length,
    results: file.events.reduce((sum, event) => sum + event.results.length, 0),
    ledgerEntries: file.ledger.length,
  };
}

/**
 * Another server's export as a new sweep owned by the caller (docs/export-format.md#importing). Without `commit`
 * nothing is written: the answer is the preview, with every error and where it is. With `commit` the sweep is
 * written in one transaction, or, while the file has any error, nothing is (422). `takeAllowance` counts the new
 * sweep against the caller's limit only once the file is sound, so a refused file costs the caller nothing.
 */
export async function importSweep(
  db: RootDb,
  body: { file: unknown; commit: boolean },
  by: { playerId: string; takeAllowance: () => Promise<void> },
): Promise<SweepImportDto> {
  const checked = checkFile(body.file);
  if (checked.file === null) {
    if (body.commit) {
      const errors = checked.problems.length;
      throw new AppError(
        "unprocessable",
        `Nothing was imported: the file has ${errors} ${errors === 1 ? "error" : "errors"}. Preview it to see where.`,
      );
    }
    return { name: checked.name, counts: null, errors: checked.problems, sweepId: null };
  }
  const preview = { name: checked.file.sweep.name, counts: countsOf(checked.file), errors: [] };
  if (!body.commit) return { ...preview, sweepId: null };
  const file = checked.file;
  await by.takeAllowance();
  const sweepId = await db.$transaction((tx) => writeSweepImport(tx, file, by.playerId), {
    timeout: IMPORT_TIMEOUT_MS,
  });
  return { ...preview, sweepId };
}
