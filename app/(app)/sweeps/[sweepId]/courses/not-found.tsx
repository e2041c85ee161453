import { NotFoundState } from "@/components/layout/not-found-state";

// The course page (courses/[courseId]/page.tsx): no course of this sweep has this id.
export default function CourseNotFound() {
  return <NotFoundState missing="course" />;
}
