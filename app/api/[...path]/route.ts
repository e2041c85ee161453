import type { NextRequest } from "next/server";
import { problemResponse } from "@/lib/server/api/problem";
import { inRequestContext } from "@/lib/server/log/request-context";

// ANY /api/<unknown> — a problem+json 404 rather than the HTML not-found page.
const notFound = async (req: NextRequest) =>
  inRequestContext(req.headers, () =>
    problemResponse("not_found", "There is no API endpoint at this address. See /api/openapi.json."),
  );

export { notFound as DELETE, notFound as GET, notFound as PATCH, notFound as POST, notFound as PUT };
