import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { GET as openApiRoute } from "@/app/api/openapi.json/route";
import { buildOpenApiDocument } from "@/lib/server/api/openapi";
import { API_OPERATIONS } from "@/lib/server/api/openapi-operations";
import { OPENAPI_DOC_PATH, renderOpenApiDocument } from "@/scripts/openapi";
import { listApiRoutes } from "../factories/api-routes";
import { callRoute } from "./http";

describe("the OpenAPI document", () => {
  it("is served at GET /api/openapi.json without signing in", async () => {
    const response = await callRoute(openApiRoute, { path: "/api/openapi.json" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });

  it("is committed up to date in docs/openapi.json (run `npm run openapi`)", () => {
    const committed = fs.existsSync(OPENAPI_DOC_PATH) ? fs.readFileSync(OPENAPI_DOC_PATH, "utf8") : "";
    expect(committed === renderOpenApiDocument(), "docs/openapi.json is out of date: run `npm run openapi`").toBe(true);
  });

  it("has an operation for every method of every route file, and none for a route that does not exist", async () => {
    const routes = await listApiRoutes();
    const undocumented = routes.flatMap((route) =>
      route.methods
        .filter((method) => !API_OPERATIONS.some((op) => op.method === method && op.path === route.path))
        .map((method) => `${method} ${route.path} (${route.file})`),
    );
    expect(undocumented, "add these to API_OPERATIONS in lib/server/api/openapi.ts").toEqual([]);
    const phantom = API_OPERATIONS.filter((op) => !routes.some((route) => route.path === op.path && route.methods.includes(op.method)));
    expect(phantom.map((op) => `${op.method} ${op.path}`)).toEqual([]);
  });

  it("lists the errors each operation can answer, with unique operation ids", () => {
    expect(new Set(API_OPERATIONS.map((op) => op.operationId)).size).toBe(API_OPERATIONS.length);
    for (const op of API_OPERATIONS) {
      const expected = [
        ...(op.access === "public" ? [] : [401]),
        ...(["member", "admin", "owner"].includes(op.access) || (op.access !== "public" && op.method !== "GET") ? [403] : []),
        ...(op.params ? [404] : []),
        ...(op.body || op.query ? [400] : []),
      ];
      expect(op.errors, `${op.method} ${op.path}`).toEqual(expect.arrayContaining(expected));
      const templateParams = [...op.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect(Object.keys(op.params?.shape ?? {}), `${op.method} ${op.path} path parameters`).toEqual(templateParams);
    }
  });

  it("resolves every $ref", () => {
    const document = buildOpenApiDocument();
    const text = JSON.stringify(document);
    const refs = new Set([...text.matchAll(/"\$ref":"#\/components\/(schemas|responses)\/(\w+)"/g)].map((m) => `${m[1]}/${m[2]}`));
    expect(refs.size).toBeGreaterThan(5);
    for (const ref of refs) {
      const [kind, name] = ref.split("/") as ["schemas" | "responses", string];
      expect(document.components[kind], ref).toHaveProperty(name);
    }
    expect(text).not.toContain('"$ref":"#/$defs');
  });
});
