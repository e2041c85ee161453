import { z } from "zod";
import {
  adoptedEventsDtoSchema,
  copyCourseBodySchema,
  courseDtoSchema,
  courseListQuerySchema,
  courseParamsSchema,
  createCourseBodySchema,
  updateCourseBodySchema,
} from "@/lib/validation/courses";
import { defineEndpoint } from "./endpoint";
import * as route from "./routes/courses";

export const listCourses = defineEndpoint({
  ...route.listCourses,
  family: "spec",
  tag: "Courses",
  access: "user",
  summary: "Courses of the sweeps the caller belongs to, by sweep and name; sweepId narrows to one sweep",
  description: "A sweep the caller is not an approved member of contributes no courses.",
  query: courseListQuerySchema,
  response: { status: 200, schema: z.array(courseDtoSchema), description: "Courses with their holes and tees." },
});

export const getCourse = defineEndpoint({
  ...route.getCourse,
  family: "extension",
  tag: "Courses",
  access: "member",
  summary: "One course with its holes and tees",
  params: courseParamsSchema,
  response: { status: 200, schema: courseDtoSchema, description: "The course." },
});

export const createCourse = defineEndpoint({
  ...route.createCourse,
  family: "extension",
  tag: "Courses",
  access: "admin",
  summary: "Add a course to a sweep: 18 holes with par (3–6) and stroke index (1–18, each once), optional tees",
  body: createCourseBodySchema,
  response: { status: 201, schema: courseDtoSchema, description: "The new course." },
  errors: [404, 409],
});

export const updateCourse = defineEndpoint({
  ...route.updateCourse,
  family: "extension",
  tag: "Courses",
  access: "admin",
  summary: "Rename a course and replace its holes and tees",
  description:
    "While a closed event uses the course its pars and stroke indexes cannot change (409 says so): copy the course " +
    "to make a new version instead. Its name and tees can always change.",
  params: courseParamsSchema,
  body: updateCourseBodySchema,
  response: { status: 200, schema: courseDtoSchema, description: "The course as changed." },
  errors: [409],
});

export const copyCourse = defineEndpoint({
  ...route.copyCourse,
  family: "extension",
  tag: "Courses",
  access: "admin",
  summary: "Copy a course (holes and tees) into a sweep; the caller administers both sweeps",
  description:
    "Copying into the course's own sweep under a new name makes a new version of a course whose holes are locked.",
  params: courseParamsSchema,
  body: copyCourseBodySchema,
  response: { status: 201, schema: courseDtoSchema, description: "The copy." },
  errors: [409],
});

export const adoptCourseVersionEvents = defineEndpoint({
  ...route.adoptCourseVersionEvents,
  family: "extension",
  tag: "Courses",
  access: "admin",
  summary: "Move the open events of the course this version was copied from onto this version",
  description:
    "For a stroke index correction: every event not yet closed moves in one action and its cards' handicaps are " +
    "recomputed. An event with scores moves only when the two versions' pars agree (409 otherwise, nothing moved).",
  params: courseParamsSchema,
  response: { status: 200, schema: adoptedEventsDtoSchema, description: "How many events moved." },
  errors: [409],
});
