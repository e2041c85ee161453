import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { GET as openApiRoute } from "@/app/api/openapi.json/route";
import { errorStatusesOf } from "@/lib/contracts/endpoint";
import { listBoundOperations, listDeclaredContracts } from "@/scripts/api-routes";
import { OPENAPI_DOC_PATH, renderOpenApiDocument } from "@/scripts/openapi";
import { callRoute } from "./http";

const operations = await listBoundOperations();

describe("the OpenAPI document", () => {
  it("is committed up to date in docs/openapi.json (run `npm run openapi`) and served at GET /api/openapi.json", async () => {
    const rendered = await renderOpenApiDocument();
    const committed = fs.existsSync(OPENAPI_DOC_PATH) ? fs.readFileSync(OPENAPI_DOC_PATH, "utf8") : "";
    expect(committed === rendered, "docs/openapi.json is out of date: run `npm run openapi`").toBe(true);
    const response = await callRoute(openApiRoute, { path: "/api/openapi.json" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(JSON.parse(rendered));
  });

  it("documents exactly the operations the route modules serve: each handler is bound to a contract for its own path and method", () => {
    const problems = operations.flatMap(({ file, path, method, contract }) => {
      if (!contract) return [`${method} in ${file} is not wrapped in withRoute(contract, …)`];
      const paths = [contract.path, ...(contract.aliases ?? [])];
      if (contract.method !== method) return [`${file} exports ${method} bound to a ${contract.method} contract`];
      return paths.includes(path)
        ? []
        : [`${file} serves ${path}, but its contract ${contract.operationId} declares ${paths.join(", ")}`];
    });
    expect(problems).toEqual([]);
  });

  it("has a route module serving every declared contract, at its path and every alias", async () => {
    const served = new Set(operations.map(({ path, method }) => `${method} ${path}`));
    const unserved = (await listDeclaredContracts()).flatMap((contract) =>
      [contract.path, ...(contract.aliases ?? [])]
        .map((path) => `${contract.method} ${path}`)
        .filter((name) => !served.has(name)),
    );
    expect(unserved, "declared in lib/contracts but no route file serves them").toEqual([]);
  });

  it("names each path parameter in the template, gives operations unique ids, and lists the errors they can answer", async () => {
    const document = JSON.parse(await renderOpenApiDocument()) as {
      paths: Record<string, Record<string, { operationId: string; responses: object }>>;
    };
    const all = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(new Set(all.map((operation) => operation.operationId)).size).toBe(all.length);
    for (const { contract, path, method } of operations) {
      const templateParams = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect(
        Object.keys((contract!.params as { shape?: object } | undefined)?.shape ?? {}),
        `${method} ${path}`,
      ).toEqual(templateParams);
      const documented = Object.keys(document.paths[path]![method.toLowerCase()]!.responses).map(Number);
      expect(documented).toEqual(
        expect.arrayContaining([contract!.response.status, ...errorStatusesOf(contract!), 500]),
      );
    }
  });

  it("resolves every $ref", async () => {
    const text = await renderOpenApiDocument();
    const document = JSON.parse(text) as { components: Record<string, Record<string, unknown>> };
    const refs = new Set(
      [...text.matchAll(/"\$ref": "#\/components\/(schemas|responses)\/(\w+)"/g)].map((m) => `${m[1]}/${m[2]}`),
    );
    expect(refs.size).toBeGreaterThan(5);
    for (const ref of refs) {
      const [kind, name] = ref.split("/") as [string, string];
      expect(document.components[kind], ref).toHaveProperty(name);
    }
    expect(text).not.toContain('"$ref": "#/$defs');
  });

  it("groups its tags by route family, and says why each path the linter excuses is ambiguous", async () => {
    type Operation = { tags: string[]; "x-family": string; "x-ambiguous-with"?: string[] };
    const document = JSON.parse(await renderOpenApiDocument()) as {
      paths: Record<string, Record<string, Operation>>;
      "x-tagGroups": Array<{ name: string; tags: string[] }>;
    };
    const groupOf = new Map(
      document["x-tagGroups"].flatMap(({ name, tags }) => tags.map((tag) => [tag, name] as const)),
    );
    const groupsByFamily = new Map<string, Set<string | undefined>>();
    for (const operation of Object.values(document.paths).flatMap((methods) => Object.values(methods))) {
      const groups = groupsByFamily.get(operation["x-family"]) ?? new Set();
      groups.add(groupOf.get(operation.tags[0]!));
      groupsByFamily.set(operation["x-family"], groups);
    }
    expect(Object.fromEntries([...groupsByFamily].map(([family, groups]) => [family, [...groups]]))).toEqual({
      spec: ["The specification's calls"],
      extension: ["Beyond the specification"],
    });

    const excused = [
      ...fs.readFileSync(".redocly.lint-ignore.yaml", "utf8").matchAll(/["']#\/paths\/([^"']+)["']/g),
    ].map((match) => match[1]!.replaceAll("~1", "/"));
    expect(excused.length).toBeGreaterThan(0);
    for (const path of excused) {
      for (const operation of Object.values(document.paths[path] ?? {}))
        expect(operation["x-ambiguous-with"], path).not.toHaveLength(0);
      expect(document.paths[path], path).toBeDefined();
    }
  });
});
