import { NotFoundState } from "@/components/layout/not-found-state";

// The player's page guard (lib/server/auth/player-page.ts): the address names no player.
export default function PlayerNotFound() {
  return <NotFoundState missing="player" />;
}
