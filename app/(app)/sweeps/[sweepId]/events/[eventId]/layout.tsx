import type { ReactNode } from "react";
import { loadSweepEventPage } from "@/lib/server/auth/event-page";

type Props = { children: ReactNode; params: Promise<{ sweepId: string; eventId: string }> };

// The guard runs here, above loading.tsx's Suspense, so an unknown event is a 404 before the page starts streaming.
export default async function SweepEventLayout({ children, params }: Props) {
  const { sweepId, eventId } = await params;
  await loadSweepEventPage(sweepId, eventId);
  return children;
}
