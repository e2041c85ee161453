import type { Hole } from "@/lib/golf";
import type { CourseRefDto } from "@/lib/validation/sweeps";
import type { Db } from "./client";

/** Courses for pickers (create event), by name. */
export function listCourses(db: Db): Promise<CourseRefDto[]> {
  return db.course.findMany({ select: { id: true, name: true }, orderBy: { name: "asc" } });
}

/** A course with its holes (number, par, stroke index), written in one statement. */
export function createCourse(db: Db, course: { name: string; holes: readonly Hole[] }): Promise<CourseRefDto> {
  return db.course.create({
    data: { name: course.name, holes: { create: course.holes.map(({ number, par, index }) => ({ number, par, index })) } },
    select: { id: true, name: true },
  });
}
