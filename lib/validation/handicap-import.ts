import { z } from "zod";
import { playerRefDtoSchema } from "./sweeps";

/** The columns of the handicap CSV, exported and imported alike (docs/screens-and-api.md#handicaps-in-bulk). */
export const HANDICAP_CSV_COLUMNS = ["Name", "Email", "Handicap index", "Date"] as const;

/** 2 000 members' rows fit well within it; the request body limit is 256 kB. */
const CSV_MAX_CHARACTERS = 200_000;

/** POST /api/sweeps/{sweepId}/handicaps/import */
export const handicapImportBodySchema = z.strictObject({
  csv: z
    .string({ error: "Send the CSV text as `csv`." })
    .min(1, "The file is empty: it needs a header row and one row per member.")
    .max(CSV_MAX_CHARACTERS, "The file is too long: import at most 2,000 members at a time."),
  commit: z.boolean().default(false).meta({
    description: "false: only the preview, nothing written. true: write every row in one transaction, or none.",
  }),
});
export type HandicapImportBody = z.infer<typeof handicapImportBodySchema>;

export const handicapImportRowDtoSchema = z.object({
  line: z.int().min(1).meta({ description: "The row's line in the file (the header is line 1)." }),
  name: z.string(),
  email: z.string().nullable(),
  index: z.number().nullable().meta({ description: "The index read (signed: −2 is a plus 2); null when unreadable." }),
  date: z.iso.date().nullable(),
  member: playerRefDtoSchema.nullable().meta({ description: "The member the row matched; null when none." }),
  currentIndex: z.number().nullable().meta({ description: "The member's handicap in force now." }),
  unchanged: z
    .boolean()
    .meta({ description: "The index is blank, or already the member's handicap: nothing is written for the row." }),
  error: z.string().nullable().meta({ description: "Why the row cannot be imported, in words to act on." }),
});
export type HandicapImportRowDto = z.infer<typeof handicapImportRowDtoSchema>;

export const handicapImportDtoSchema = z
  .object({
    rows: z.array(handicapImportRowDtoSchema),
    errors: z.int().min(0).meta({ description: "Rows with an error: while any is left, nothing can be imported." }),
    imported: z.int().min(0).meta({ description: "Handicap entries written (0 for a preview)." }),
  })
  .meta({ description: "Each row of the file with its match and any error, and what was written." });
export type HandicapImportDto = z.infer<typeof handicapImportDtoSchema>;
