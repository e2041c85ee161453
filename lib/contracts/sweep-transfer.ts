import { sweepExportSchema, sweepImportBodySchema, sweepImportDtoSchema } from "@/lib/validation/sweep-export";
import { sweepParamsSchema } from "@/lib/validation/sweeps";
import { defineEndpoint } from "./endpoint";
import * as route from "./routes/sweep-transfer";

export const exportSweep = defineEndpoint({
  ...route.exportSweep,
  family: "extension",
  tag: "Sweeps",
  access: "owner",
  summary: "The whole sweep as one JSON file, to move it to another Sweeps server",
  description:
    "Members, courses, events, entries, cards with their scores and audit, handicap histories, results, the money " +
    "ledger and the rules' audit, in the versioned format of docs/export-format.md. Players carry their names only: " +
    "no email, password or token leaves the server (a guest's email as the admin typed it excepted). Answered as a " +
    "download (Content-Disposition: attachment).",
  params: sweepParamsSchema,
  response: { status: 200, schema: sweepExportSchema, description: "The export file." },
});

export const importSweep = defineEndpoint({
  ...route.importSweep,
  family: "extension",
  tag: "Sweeps",
  access: "user",
  summary: "Import another server's export as a new sweep, previewed first",
  description:
    "Without `commit` nothing is written: the answer is the preview, with the sweep's name, what the file holds and " +
    "every error with where it is in the file (a newer format version, a wrong type, a reference to a record the " +
    "file does not hold). With `commit` the sweep is written in one transaction with new ids, owned by the caller " +
    "(who takes the place of the file's owner), and counts against the caller's limit on new sweeps; while the file " +
    "has any error nothing is written (422). The file's players become members without an account, who claim their " +
    "history with an invitation (docs/export-format.md#importing). The body may be up to 32 MB.",
  body: sweepImportBodySchema,
  // Ten seasons of a large society's cards with their audit come to a few MB of JSON.
  maxBodyBytes: 32 * 1024 * 1024,
  response: { status: 200, schema: sweepImportDtoSchema, description: "The preview, and the new sweep's id." },
  errors: [422],
});
