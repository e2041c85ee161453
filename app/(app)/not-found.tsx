import { NotFoundState } from "@/components/layout/not-found-state";

// A notFound() no deeper folder answers: the address names no page of the newer family.
export default function AppNotFound() {
  return <NotFoundState missing="page" />;
}
