// `npm run openapi`: writes docs/openapi.json from the operations in lib/server/api (a test checks it is current).
import fs from "node:fs";
import path from "node:path";
import { buildOpenApiDocument } from "../lib/server/api/openapi";

export const OPENAPI_DOC_PATH = path.resolve(process.cwd(), "docs/openapi.json");

export const renderOpenApiDocument = () => `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  fs.mkdirSync(path.dirname(OPENAPI_DOC_PATH), { recursive: true });
  fs.writeFileSync(OPENAPI_DOC_PATH, renderOpenApiDocument());
  console.log(`Wrote ${path.relative(process.cwd(), OPENAPI_DOC_PATH)}`);
}
