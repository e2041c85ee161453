// `npm run openapi`: writes docs/openapi.json from the contracts the route modules serve (a test checks it is
// current; GET /api/openapi.json serves that file).
import fs from "node:fs";
import path from "node:path";
import { buildOpenApiDocument } from "../lib/server/api/openapi";
import { listBoundOperations } from "./api-routes";

export const OPENAPI_DOC_PATH = path.resolve(process.cwd(), "docs/openapi.json");

export async function renderOpenApiDocument(): Promise<string> {
  const served = (await listBoundOperations()).flatMap(({ path: routePath, contract }) =>
    contract ? [{ path: routePath, contract }] : [],
  );
  return `${JSON.stringify(buildOpenApiDocument(served), null, 2)}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  // Importing the route modules creates the database client; a PostgreSQL URL makes it connect lazily (never,
  // here) instead of opening the embedded database, which a running server may hold.
  process.env.DATABASE_URL ??= "postgresql://openapi@127.0.0.1:1/unused";
  fs.mkdirSync(path.dirname(OPENAPI_DOC_PATH), { recursive: true });
  fs.writeFileSync(OPENAPI_DOC_PATH, await renderOpenApiDocument());
  console.log(`Wrote ${path.relative(process.cwd(), OPENAPI_DOC_PATH)}`);
  process.exit(0);
}
