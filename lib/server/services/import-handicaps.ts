import "server-only";
import { parseHandicap } from "@/lib/validation/handicap-format";
import {
  type HandicapImportBody,
  type HandicapImportDto,
  type HandicapImportRowDto,
} from "@/lib/validation/handicap-import";
import type { AuthorizedSweepId } from "../auth/authorized";
import { readCsv } from "../api/csv";
import { insertHandicapEntry, latestExactHandicaps } from "../db/handicaps";
import type { Db, RootDb } from "../db/infra/client";
import { lockSweepHandicaps } from "../db/locks";
import { refreshPlayingHandicaps } from "../db/playing-handicaps";
import { AppError } from "../errors";

type Member = { id: string; fullName: string; email: string | null };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDay = (text: string) =>
  ISO_DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && text >= "1900-01-01" && text <= "2100-12-31";

/** Which column holds what, read from the header's words (the export's header, or a secretary's own). */
function columnsOf(header: readonly string[]) {
  const find = (...words: string[]) =>
    header.findIndex((cell) => words.some((word) => cell.toLowerCase().replace(/\s+/g, " ") === word));
  return {
    name: find("name", "player", "member"),
    email: find("email", "e-mail"),
    index: find("handicap index", "index", "handicap", "hi"),
    date: find("date", "as of", "effective"),
  };
}

const currentMembers = (db: Db, sweepId: AuthorizedSweepId): Promise<Member[]> =>
  db.sweepMember
    .findMany({
      where: { sweepId, approved: true, removedAt: null },
      select: { player: { select: { id: true, fullName: true, user: { select: { email: true } } } } },
    })
    .then((rows) =>
      rows.map(({ player }) => ({ id: player.id, fullName: player.fullName, email: player.user?.email ?? null })),
    );

/** Each row read, matched to a member by email (else by name) and checked, without writing anything. */
async function previewRows(db: Db, sweepId: AuthorizedSweepId, csv: string): Promise<HandicapImportRowDto[]> {
  const [header, ...records] = readCsv(csv);
  const columns = columnsOf(header?.cells ?? []);
  if (!header || columns.index < 0 || (columns.name < 0 && columns.email < 0)) {
    throw new AppError(
      "invalid",
      "The first row must name the columns: Name or Email, Handicap index and Date (as the export writes them).",
      { fieldErrors: [{ field: "csv", message: "The header row is missing a Name or Email, or a Handicap index." }] },
    );
  }
  const members = await currentMembers(db, sweepId);
  const current = await latestExactHandicaps(
    db,
    sweepId,
    members.map((member) => member.id),
  );
  const seen = new Map<string, number>();
  return records.map(({ line, cells }) => {
    const cell = (at: number) => (at < 0 ? "" : (cells[at] ?? ""));
    const name = cell(columns.name);
    const email = cell(columns.email).toLowerCase() || null;
    // A blank index (a member the export listed before their first handicap) leaves the member as they are.
    const blank = cell(columns.index) === "";
    const parsed = parseHandicap(cell(columns.index));
    const dateText = cell(columns.date);
    const byName = members.filter((member) => member.fullName.toLowerCase() === name.toLowerCase());
    const member = email ? members.find((candidate) => candidate.email === email) : byName[0];
    const problems = [
      !member && email ? `No current member has the email ${email}.` : null,
      !member && !email ? `No current member is called ${name || "(no name)"}.` : null,
      !email && byName.length > 1 ? `${byName.length} members are called ${name}: give their email instead.` : null,
      parsed.ok || blank ? null : parsed.message,
      dateText && !isCalendarDay(dateText) ? `Write the date as YYYY-MM-DD, e.g. 2026-11-20 (got ${dateText}).` : null,
      member && seen.has(member.id) ? `${member.fullName} is also on line ${seen.get(member.id)}.` : null,
    ].filter((problem) => problem !== null);
    if (member && !seen.has(member.id)) seen.set(member.id, line);
    const currentIndex = member ? (current.get(member.id) ?? null) : null;
    const index = parsed.ok ? parsed.exact : null;
    return {
      line,
      name: name || member?.fullName || "",
      email,
      index,
      date: dateText && isCalendarDay(dateText) ? dateText : null,
      member: member ? { id: member.id, fullName: member.fullName } : null,
      currentIndex,
      unchanged: blank || (index !== null && currentIndex === index),
      error: problems[0] ?? null,
    };
  });
}

/**
 * Handicaps in bulk (docs/screens-and-api.md#handicaps-in-bulk): every row previewed with its match and any error;
 * with `commit`, every changed row written as an admin's entry in one transaction, the cards with no score
 * following at once, or nothing at all while any row has an error.
 */
export async function importHandicaps(
  db: RootDb,
  sweepId: AuthorizedSweepId,
  body: HandicapImportBody,
  by: { playerId: string },
): Promise<HandicapImportDto> {
  const rows = await previewRows(db, sweepId, body.csv);
  const errors = rows.filter((row) => row.error !== null).length;
  if (!body.commit) return { rows, errors, imported: 0 };
  if (errors > 0) {
    throw new AppError(
      "unprocessable",
      `Nothing was imported: ${errors} ${errors === 1 ? "row has an error" : "rows have errors"}. Fix them and preview again.`,
    );
  }
  const toWrite = rows.filter((row) => !row.unchanged);
  await db.$transaction(async (tx) => {
    await lockSweepHandicaps(tx, sweepId);
    for (const row of toWrite) {
      const reason = row.date ? `Imported from a CSV: the index as of ${row.date}.` : "Imported from a CSV.";
      const author = { playerId: by.playerId, reason };
      await insertHandicapEntry(tx, sweepId, row.member?.id ?? "", { exact: row.index ?? 0 }, author);
    }
    const playerIds = toWrite.flatMap((row) => (row.member ? [row.member.id] : []));
    await refreshPlayingHandicaps(tx, sweepId, playerIds, { playerId: by.playerId, reason: "Imported from a CSV." });
  });
  return { rows, errors: 0, imported: toWrite.length };
}
