import { NotFoundState } from "@/components/layout/not-found-state";

// The card's page guard (lib/server/auth/card-page.ts) in [cardId]/layout.tsx: no card of this event has this id.
export default function CardNotFound() {
  return <NotFoundState missing="card" />;
}
