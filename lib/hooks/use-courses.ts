import { listCourses } from "@/lib/contracts/routes/courses";
import type { CourseDto } from "@/lib/validation/courses";
import { type CacheKey, cacheKey, fetcherOf } from "./api-client";
import { useServerData } from "./use-server-data";

/** GET /api/courses?sweepId=: one sweep's courses. */
export const coursesKey = (sweepId: string): CacheKey<CourseDto[]> =>
  `${cacheKey(listCourses, undefined)}?sweepId=${sweepId}`;

/** The sweep's courses; the server page's list is the fallback, so the first paint needs no fetch. */
export const useSweepCourses = (sweepId: string, fallbackData: CourseDto[]) =>
  useServerData(coursesKey(sweepId), fetcherOf(listCourses), fallbackData);
