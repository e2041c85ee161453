"use client";

import { Button } from "./button";

/** Opens the browser's print dialog (a PDF or the clubhouse printer). */
export function PrintButton() {
  return <Button onClick={() => window.print()}>Print</Button>;
}
