import { CardSkeleton } from "@/components/card/card-skeleton";

export default function Loading() {
  return <CardSkeleton label="Loading the mark screen…" />;
}
