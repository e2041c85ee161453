import { getOpenApiDocument } from "@/lib/contracts/system";
import { withRoute } from "@/lib/server/api/with-route";
import openApiDocument from "@/docs/openapi.json";

// GET /api/openapi.json — the OpenAPI 3.1 document, generated from the route modules by `npm run openapi`; public.
export const GET = withRoute(getOpenApiDocument, async () => openApiDocument);
