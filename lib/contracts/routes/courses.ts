import { defineRoute } from "../endpoint";

export const listCourses = defineRoute({ operationId: "listCourses", method: "GET", path: "/api/courses" });

export const getCourse = defineRoute({ operationId: "getCourse", method: "GET", path: "/api/courses/{courseId}" });

export const createCourse = defineRoute({ operationId: "createCourse", method: "POST", path: "/api/courses" });

export const updateCourse = defineRoute({
  operationId: "updateCourse",
  method: "PUT",
  path: "/api/courses/{courseId}",
});

export const copyCourse = defineRoute({
  operationId: "copyCourse",
  method: "POST",
  path: "/api/courses/{courseId}/copy",
});

export const adoptCourseVersionEvents = defineRoute({
  operationId: "adoptCourseVersionEvents",
  method: "POST",
  path: "/api/courses/{courseId}/adopt-events",
});
