import { NotFoundState } from "@/components/layout/not-found-state";

// A notFound() no deeper folder answers: the address names no page of the older family.
export default function ClassicNotFound() {
  return <NotFoundState missing="page" />;
}
