import { problemResponse } from "@/lib/server/api/problem";

// ANY /api/<unknown> — a problem+json 404 rather than the HTML not-found page.
const notFound = async () =>
  problemResponse("not_found", "There is no API endpoint at this address. See /api/openapi.json.");

export { notFound as DELETE, notFound as GET, notFound as PATCH, notFound as POST, notFound as PUT };
