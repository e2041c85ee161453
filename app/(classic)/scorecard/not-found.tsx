import { NotFoundState } from "@/components/layout/not-found-state";

// The card's page guard (lib/server/auth/card-page.ts) in each [cardId]/layout.tsx: the address names no card.
export default function CardNotFound() {
  return <NotFoundState missing="card" />;
}
