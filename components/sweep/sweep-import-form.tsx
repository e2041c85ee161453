"use client";

import { useRouter } from "next/navigation";
import { type ChangeEvent, useState, useTransition } from "react";
import { useSweepImport } from "@/lib/hooks/use-sweep-import";
import type { SweepImportDto } from "@/lib/validation/sweep-export";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { SweepImportPreview } from "./sweep-import-preview";

/**
 * Import a sweep another Sweeps server exported (docs/export-format.md#importing): choose the file, read the preview
 * (what it holds, every error and where), then import it as a new sweep of yours in one go.
 */
export function SweepImportForm() {
  const router = useRouter();
  const importer = useSweepImport();
  const [file, setFile] = useState<unknown>(null);
  const [preview, setPreview] = useState<SweepImportDto | null>(null);
  const [unreadable, setUnreadable] = useState<string | null>(null);
  // The button stays busy until the new sweep's page opens, so a second tap cannot import it twice.
  const [isOpening, startOpening] = useTransition();

  const choose = async (change: ChangeEvent<HTMLInputElement>) => {
    const chosen = change.target.files?.[0];
    setPreview(null);
    setUnreadable(null);
    setFile(null);
    importer.reset();
    if (!chosen) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(await chosen.text());
    } catch {
      return setUnreadable(`${chosen.name} is not a Sweeps export file: it is not JSON.`);
    }
    setFile(parsed);
    const result = await importer.trigger({ file: parsed, commit: false });
    if (result.ok) setPreview(result.data);
  };

  const commit = async () => {
    const result = await importer.trigger({ file, commit: true });
    if (result.ok && result.data.sweepId) {
      const sweepId = result.data.sweepId;
      startOpening(() => router.push(`/sweeps/${sweepId}`));
    }
  };

  return (
    <div className="space-y-3">
      <label className="block space-y-1 text-base font-medium text-stone-900">
        <span>Export file to import</span>
        <input
          type="file"
          accept=".json,application/json"
          onChange={choose}
          className="block min-h-11 w-full text-base file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-3"
        />
      </label>
      {unreadable ? <Alert tone="error">{unreadable}</Alert> : null}
      {importer.error ? <Alert tone="error">{importer.error.message}</Alert> : null}
      {preview ? (
        <>
          <SweepImportPreview preview={preview} />
          <Button
            onClick={commit}
            busy={importer.isMutating || isOpening}
            disabled={preview.errors.length > 0}
            className="w-full sm:w-auto"
          >
            {preview.errors.length > 0 ? "Fix the errors first" : "Import as a new sweep"}
          </Button>
        </>
      ) : null}
    </div>
  );
}
