import type { ReactNode } from "react";
import { loadEventCardPage } from "@/lib/server/auth/card-page";

type Props = { children: ReactNode; params: Promise<{ sweepId: string; eventId: string; cardId: string }> };

// The guard runs here, above loading.tsx's Suspense, so an unknown card is a 404 before the page starts streaming.
export default async function EventCardLayout({ children, params }: Props) {
  const { sweepId, eventId, cardId } = await params;
  await loadEventCardPage(sweepId, eventId, cardId);
  return children;
}
