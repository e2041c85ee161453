import type { ReactNode } from "react";
import { loadSweepPage } from "@/lib/server/auth/sweep-page";

type Props = { children: ReactNode; params: Promise<{ sweepId: string }> };

// The guard runs here, above loading.tsx's Suspense, so an unknown sweep is a 404 before the page starts streaming.
export default async function SweepLayout({ children, params }: Props) {
  await loadSweepPage((await params).sweepId);
  return children;
}
