import type { ReactNode } from "react";
import { loadCardPage } from "@/lib/server/auth/card-page";

type Props = { children: ReactNode; params: Promise<{ cardId: string }> };

// The guard runs here, above loading.tsx's Suspense, so an unknown card is a 404 before the page starts streaming.
export default async function MarkCardLayout({ children, params }: Props) {
  await loadCardPage((await params).cardId);
  return children;
}
