import { NotFoundState } from "@/components/layout/not-found-state";

// Reached from notFound() in a sweep's pages: the address names a sweep that does not exist.
export default function SweepNotFound() {
  return (
    <NotFoundState
      title="Sweep not found"
      message="There is no sweep at this address. It may have been removed, or the link may be mistyped."
    />
  );
}
