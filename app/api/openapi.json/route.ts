import { buildOpenApiDocument } from "@/lib/server/api/openapi";
import { withRoute } from "@/lib/server/api/with-route";

// GET /api/openapi.json — the OpenAPI 3.1 document of this API, generated from the zod schemas; public.
export const GET = withRoute({ auth: false }, async () => buildOpenApiDocument());
