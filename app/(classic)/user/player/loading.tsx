import { PlayerSkeleton } from "@/components/layout/page-skeletons";

export default function Loading() {
  return <PlayerSkeleton />;
}
