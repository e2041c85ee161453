import { SweepPageSkeleton } from "@/components/layout/page-skeletons";

export default function Loading() {
  return <SweepPageSkeleton view="details" />;
}
