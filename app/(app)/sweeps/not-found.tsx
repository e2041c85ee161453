import { NotFoundState } from "@/components/layout/not-found-state";

// The sweep's page guard (lib/server/auth/sweep-page.ts) in sweeps/[sweepId]/layout.tsx: the address names no sweep.
export default function SweepNotFound() {
  return <NotFoundState missing="sweep" />;
}
