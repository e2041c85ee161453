"use client";

import { type ChangeEvent, useState } from "react";
import { useHandicapImport } from "@/lib/hooks/use-handicap-import";
import type { HandicapImportDto } from "@/lib/validation/handicap-import";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { buttonClass } from "../ui/button-styles";
import { HandicapImportPreview } from "./handicap-import-preview";

/**
 * Handicaps in bulk (docs/screens-and-api.md#handicaps-in-bulk): export the CSV, change the indexes in a spreadsheet,
 * choose the file, read the preview of every row, then import it all in one go.
 */
export function HandicapImport({ sweepId }: { sweepId: string }) {
  const importer = useHandicapImport(sweepId);
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<HandicapImportDto | null>(null);
  const [done, setDone] = useState<number | null>(null);

  const choose = async (change: ChangeEvent<HTMLInputElement>) => {
    const file = change.target.files?.[0];
    setPreview(null);
    setDone(null);
    if (!file) return setCsv(null);
    const text = await file.text();
    setCsv(text);
    const result = await importer.trigger({ csv: text, commit: false });
    if (result.ok) setPreview(result.data);
  };

  const commit = async () => {
    if (csv === null) return;
    const result = await importer.trigger({ csv, commit: true });
    if (result.ok) {
      setDone(result.data.imported);
      setPreview(null);
      setCsv(null);
    }
  };

  return (
    <div className="space-y-3">
      <p className="text-base text-stone-800">
        Export the members&apos; handicap indexes, change them in a spreadsheet, and import the file: you see every row
        before anything is saved.
      </p>
      <a
        href={`/api/sweeps/${sweepId}/handicaps/csv`}
        download
        className={buttonClass("secondary", "w-full sm:w-auto")}
      >
        Export handicaps (CSV)
      </a>
      <label className="block space-y-1 text-base font-medium text-stone-900">
        <span>CSV file to import</span>
        <input
          type="file"
          accept=".csv,text/csv"
          onChange={choose}
          className="block min-h-11 w-full text-base file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-3"
        />
      </label>
      {importer.error ? <Alert tone="error">{importer.error.message}</Alert> : null}
      {done !== null ? (
        <Alert tone="success">
          {done === 0 ? "Every index was already up to date." : `${done} handicap${done === 1 ? "" : "s"} imported.`}
        </Alert>
      ) : null}
      {preview ? (
        <>
          <HandicapImportPreview preview={preview} />
          <Button
            onClick={commit}
            busy={importer.isMutating}
            disabled={preview.errors > 0}
            className="w-full sm:w-auto"
          >
            {preview.errors > 0 ? "Fix the rows with errors first" : "Import these handicaps"}
          </Button>
        </>
      ) : null}
    </div>
  );
}
