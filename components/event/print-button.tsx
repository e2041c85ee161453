"use client";

import { Button } from "../ui/button";

/** Opens the browser's print dialog (a PDF or the clubhouse printer). */
export function PrintButton() {
  return <Button onClick={() => window.print()}>Print</Button>;
}
