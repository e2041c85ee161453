import { SweepAdminSkeleton } from "@/components/layout/page-skeletons";

export default function Loading() {
  return <SweepAdminSkeleton />;
}
