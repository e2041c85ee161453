"use client";

import type { ReactNode } from "react";
import { lazyDialog } from "./lazy-dialog";

export type SidePanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
};

/**
 * A panel that slides over the page: from the right on wide screens, full width on a phone. On Radix Dialog
 * (./radix-dialogs.tsx), drawn only while open (./lazy-dialog.tsx).
 */
export const SidePanel = lazyDialog((dialogs) => dialogs.RadixSidePanel);
