import type { ReactNode } from "react";
import { loadPlayPage } from "@/lib/server/auth/card-page";

type Props = { children: ReactNode; params: Promise<{ eventId: string }> };

// The guard runs here, above loading.tsx's Suspense, so an unknown event is a 404 before the page starts streaming.
export default async function PlayLayout({ children, params }: Props) {
  await loadPlayPage((await params).eventId);
  return children;
}
