import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import type { EndpointRoute } from "@/lib/contracts/endpoint";
import { listDeclaredContracts } from "@/scripts/api-routes";

const ROUTES = "lib/contracts/routes";

async function listRoutes(): Promise<EndpointRoute[]> {
  const modules = await Promise.all(
    fs.readdirSync(ROUTES).map((file) => import(/* @vite-ignore */ pathToFileURL(path.resolve(ROUTES, file)).href)),
  );
  return modules.flatMap((module) => Object.values(module as Record<string, EndpointRoute>));
}

const described = ({ operationId, method, path }: EndpointRoute) => `${operationId} ${method} ${path}`;

// Client code calls an operation through its route alone (ARCHITECTURE.md#request-flow), typed by the contract found
// by operation id: a contract without its route could not be called from a page, and a route no contract spreads
// would be typed as nothing.
describe("routes of lib/contracts/routes", () => {
  it("are the operation id, method and path of exactly the declared contracts", { timeout: 60_000 }, async () => {
    const [contracts, routes] = await Promise.all([listDeclaredContracts(), listRoutes()]);
    expect(routes.map(described).sort()).toEqual(contracts.map(described).sort());
  });
});
