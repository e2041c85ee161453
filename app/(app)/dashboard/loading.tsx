import { SweepListSkeleton } from "@/components/layout/page-skeletons";

export default function Loading() {
  return <SweepListSkeleton />;
}
