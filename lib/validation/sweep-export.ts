import { z } from "zod";
import { type SweepExportShape, sweepExportShapeSchema } from "./sweep-export-shape";

const count = z.int().min(0);

type Path = (string | number)[];
type Report = (message: string, path: Path) => void;

/** Each id once among its kind: a file with two records under one id cannot say which one a reference means. */
function uniqueIds(records: readonly { id: string }[], at: string, report: Report): Set<string> {
  const seen = new Set<string>();
  records.forEach((record, i) => {
    if (seen.has(record.id)) report(`The id ${record.id} is used twice.`, [at, i, "id"]);
    seen.add(record.id);
  });
  return seen;
}

/** Each key once within its group (a course's hole numbers, an event's players, …). */
function uniqueKeys<T>(
  records: readonly T[],
  keyOf: (record: T) => string,
  path: (i: number) => Path,
  what: string,
  report: Report,
) {
  const seen = new Set<string>();
  records.forEach((record, i) => {
    const key = keyOf(record);
    if (seen.has(key)) report(`${what} appears twice.`, path(i));
    seen.add(key);
  });
}

/** Records whose chain of references (a course's version, a correction, a reversal) comes back to themselves. */
function inCircles<T extends { id: string }>(records: readonly T[], refOf: (record: T) => string | null): number[] {
  const byId = new Map(records.map((record) => [record.id, record]));
  return records.flatMap((record, i) => {
    const seen = new Set<string>();
    for (let at: T | undefined = record; at; at = byId.get(refOf(at) ?? "")) {
      if (seen.has(at.id)) return at.id === record.id ? [i] : [];
      seen.add(at.id);
    }
    return [];
  });
}

/**
 * Every reference of the file names a record in it, and nothing the database keeps once appears twice, so that an
 * import either writes every record with its references followed or refuses with the place of each fault.
 */
function checkReferences(file: SweepExportShape, report: Report): void {
  const players = uniqueIds(file.players, "players", report);
  const courses = uniqueIds(file.courses, "courses", report);
  const events = uniqueIds(file.events, "events", report);
  const handicaps = uniqueIds(file.handicaps, "handicaps", report);
  const ledger = uniqueIds(file.ledger, "ledger", report);
  const entries = new Set<string>();
  const named = (kind: string, ids: Set<string>) => (value: string | null, path: Path) => {
    if (value !== null && !ids.has(value)) report(`No ${kind} in the file has the id ${value}.`, path);
  };
  const player = named("player", players);
  const event = named("event", events);

  player(file.sweep.ownerPlayerId, ["sweep", "ownerPlayerId"]);
  file.members.forEach((member, i) => player(member.playerId, ["members", i, "playerId"]));
  uniqueKeys(
    file.members,
    (m) => m.playerId,
    (i) => ["members", i, "playerId"],
    "A member",
    report,
  );

  uniqueKeys(
    file.courses,
    (c) => c.name,
    (i) => ["courses", i, "name"],
    "A course's name",
    report,
  );
  file.courses.forEach((course, c) => {
    named("course", courses)(course.copiedFromId, ["courses", c, "copiedFromId"]);
    const at = (list: string, key: string) => (i: number) => ["courses", c, list, i, key];
    uniqueKeys(course.holes, (h) => String(h.number), at("holes", "number"), "A hole number", report);
    uniqueKeys(course.holes, (h) => String(h.index), at("holes", "index"), "A stroke index", report);
    uniqueKeys(course.tees, (t) => t.name, at("tees", "name"), "A set of tees", report);
    const yardsPerTee = `The tees' yards are one per hole of the course (${course.holes.length}), or none.`;
    course.tees.forEach((tee, t) => {
      if (tee.yards.length > 0 && tee.yards.length !== course.holes.length) report(yardsPerTee, at("tees", "yards")(t));
    });
  });

  const circle = "This refers back to itself through a chain of references.";
  inCircles(file.courses, (c) => c.copiedFromId).forEach((i) => report(circle, ["courses", i, "copiedFromId"]));
  inCircles(file.handicaps, (h) => h.correctsId).forEach((i) => report(circle, ["handicaps", i, "correctsId"]));
  inCircles(file.ledger, (l) => l.reversesId).forEach((i) => report(circle, ["ledger", i, "reversesId"]));

  const marked = new Set<string>();
  file.events.forEach((ev, e) => {
    const at = (...rest: Path): Path => ["events", e, ...rest];
    named("course", courses)(ev.courseId, at("courseId"));
    const ownEntries = new Set(ev.entries.map((entry) => entry.id));
    ev.entries.forEach((entry, n) => {
      if (entries.has(entry.id)) report(`The id ${entry.id} is used twice.`, at("entries", n, "id"));
      entries.add(entry.id);
      player(entry.playerId, at("entries", n, "playerId"));
      if (entry.marksEntryId !== null) {
        if (!ownEntries.has(entry.marksEntryId)) {
          report(`No entry of this event has the id ${entry.marksEntryId}.`, at("entries", n, "marksEntryId"));
        } else if (marked.has(entry.marksEntryId)) {
          report("Two entries mark the same card.", at("entries", n, "marksEntryId"));
        }
        marked.add(entry.marksEntryId);
      }
      const card = entry.card;
      if (!card) return;
      uniqueKeys(
        card.scores,
        (s) => String(s.hole),
        (i) => at("entries", n, "card", "scores", i, "hole"),
        "A hole",
        report,
      );
      card.changes.forEach((change, i) =>
        player(change.byPlayerId, at("entries", n, "card", "changes", i, "byPlayerId")),
      );
    });
    uniqueKeys(
      ev.entries,
      (x) => x.playerId,
      (i) => at("entries", i, "playerId"),
      "A player",
      report,
    );
    ev.reserves.forEach((reserve, i) => player(reserve.playerId, at("reserves", i, "playerId")));
    uniqueKeys(
      ev.reserves,
      (x) => x.playerId,
      (i) => at("reserves", i, "playerId"),
      "A reserve",
      report,
    );
    ev.results.forEach((result, i) => player(result.playerId, at("results", i, "playerId")));
    uniqueKeys(
      ev.results,
      (x) => x.playerId,
      (i) => at("results", i, "playerId"),
      "A player's result",
      report,
    );
    ev.prizes.forEach((prize, i) => {
      player(prize.winnerId, at("prizes", i, "winnerId"));
      named("ledger entry", ledger)(prize.paidEntryId, at("prizes", i, "paidEntryId"));
      if ((prize.amount === null) === (prize.shareBp === null)) {
        report("A prize is either an amount or a share of the pot: give exactly one.", at("prizes", i));
      }
    });
    uniqueKeys(
      ev.prizes,
      (x) => `${x.kind} ${x.hole}`,
      (i) => at("prizes", i, "hole"),
      "A prize",
      report,
    );
    ev.drawChanges.forEach((change, i) => {
      player(change.byPlayerId, at("drawChanges", i, "byPlayerId"));
      const moved =
        change.edit.kind === "move" ? [change.edit.playerId] : change.edit.kind === "swap" ? change.edit.playerIds : [];
      moved.forEach((id) => player(id, at("drawChanges", i, "edit")));
    });
  });

  file.handicaps.forEach((entry, i) => {
    player(entry.playerId, ["handicaps", i, "playerId"]);
    player(entry.recordedById, ["handicaps", i, "recordedById"]);
    player(entry.withdrawnById, ["handicaps", i, "withdrawnById"]);
    event(entry.eventId, ["handicaps", i, "eventId"]);
    named("handicap entry", handicaps)(entry.correctsId, ["handicaps", i, "correctsId"]);
  });

  const reversed = new Set<string>();
  file.ledger.forEach((entry, i) => {
    player(entry.byPlayerId, ["ledger", i, "byPlayerId"]);
    entry.lines.forEach((line, n) => player(line.playerId, ["ledger", i, "lines", n, "playerId"]));
    if (entry.reversesId === null) return;
    named("ledger entry", ledger)(entry.reversesId, ["ledger", i, "reversesId"]);
    if (reversed.has(entry.reversesId)) report("Two entries reverse the same entry.", ["ledger", i, "reversesId"]);
    reversed.add(entry.reversesId);
  });
  file.rulesChanges.forEach((change, i) => player(change.byPlayerId, ["rulesChanges", i, "byPlayerId"]));
}

/** A whole sweep in the versioned export format (docs/export-format.md), its references checked. */
export const sweepExportSchema = sweepExportShapeSchema
  .superRefine((file, ctx) => checkReferences(file, (message, path) => ctx.addIssue({ code: "custom", message, path })))
  .meta({ description: "A whole sweep in the versioned export format (docs/export-format.md)." });
export type SweepExport = z.infer<typeof sweepExportSchema>;

/** POST /api/sweeps/import */
export const sweepImportBodySchema = z.strictObject({
  file: z.unknown().meta({ description: "The export file's JSON as it was downloaded (docs/export-format.md)." }),
  commit: z.boolean().default(false).meta({
    description: "false: only the preview, nothing written. true: import the sweep in one transaction, or nothing.",
  }),
});
export type SweepImportBody = z.infer<typeof sweepImportBodySchema>;

export const sweepImportProblemSchema = z.object({
  where: z.string().meta({ description: "Where in the file, e.g. events[2].entries[0].playerId; empty: the file." }),
  message: z.string(),
});
export type SweepImportProblem = z.infer<typeof sweepImportProblemSchema>;

export const sweepImportDtoSchema = z
  .object({
    name: z.string().nullable().meta({ description: "The sweep's name in the file; null when unreadable." }),
    counts: z
      .object({
        members: count,
        players: count,
        courses: count,
        events: count,
        closedEvents: count,
        cards: count,
        scores: count,
        handicaps: count,
        results: count,
        ledgerEntries: count,
      })
      .nullable()
      .meta({ description: "What the file holds; null when it cannot be read." }),
    errors: z.array(sweepImportProblemSchema).meta({ description: "While any is left, nothing can be imported." }),
    sweepId: z.guid().nullable().meta({ description: "The new sweep; null for a preview." }),
  })
  .meta({ description: "What the file holds and every error in it, and the sweep made from it." });
export type SweepImportDto = z.infer<typeof sweepImportDtoSchema>;
