"use client";

import { ErrorState } from "@/components/layout/error-state";
import "./globals.css";

// Replaces the root layout when that fails, so it brings its own document, styles and title.
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en-GB">
      <body className="flex min-h-dvh flex-col">
        <title>Something went wrong · Sweeps</title>
        <ErrorState error={error} retry={retry} hasAppLinks={false} />
      </body>
    </html>
  );
}
