import { FormCardSkeleton } from "@/components/layout/page-skeletons";

export default function Loading() {
  return <FormCardSkeleton />;
}
