// The inventory of API route files and the contracts their handlers are bound to: the source of the OpenAPI
// document (scripts/openapi.ts) and of the suites that check every route is documented and authorized.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { NextRequest } from "next/server";
import type { EndpointContract, HttpMethod } from "../lib/contracts/endpoint";

type RouteHandler = (req: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type BoundOperation = {
  file: string;
  path: string;
  method: HttpMethod;
  handler: RouteHandler;
  contract: EndpointContract | undefined;
};

const HTTP_METHODS: readonly HttpMethod[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

// Next serves a folder named %5Fx at /_x (a folder starting with "_" would be private).
const API_FOLDERS = ["app/api", "app/%5Fconfiguration", "app/weatherforecast"];

const filesUnder = (folder: string) =>
  fs.existsSync(folder)
    ? (fs.readdirSync(folder, { recursive: true }) as string[]).map((file) =>
        path.posix.join(folder, file.split(path.sep).join("/")),
      )
    : [];

/** The URL template a route file serves: app/api/sweeps/[sweepId]/route.ts → /api/sweeps/{sweepId}. */
const routePathOf = (file: string) =>
  decodeURIComponent(file.slice("app".length, -"/route.ts".length)).replace(/\[([^\]]+)\]/g, "{$1}");

/**
 * Every method of every API route file except next-auth's (app/api/auth/**) and the catch-all 404
 * (app/api/[...path]), with the contract its handler was bound to by withRoute (undefined when it has none).
 */
export async function listBoundOperations(): Promise<BoundOperation[]> {
  const files = API_FOLDERS.flatMap(filesUnder)
    .filter((file) => file.endsWith("/route.ts"))
    .filter((file) => !file.startsWith("app/api/auth/") && !file.startsWith("app/api/[...path]/"))
    .sort();
  const operations: BoundOperation[] = [];
  for (const file of files) {
    // A file URL, so that the "%5F" in a folder name is not read as an escape.
    const exported = (await import(/* @vite-ignore */ pathToFileURL(path.resolve(file)).href)) as Record<
      string,
      unknown
    >;
    for (const method of HTTP_METHODS) {
      const handler = exported[method];
      if (typeof handler !== "function") continue;
      const route = handler as RouteHandler & { contract?: EndpointContract };
      operations.push({ file, path: routePathOf(file), method, handler: route, contract: route.contract });
    }
  }
  return operations;
}

/** Every contract exported by lib/contracts, found by reading the modules rather than by a hand-kept list. */
export async function listDeclaredContracts(): Promise<EndpointContract[]> {
  const files = fs.readdirSync("lib/contracts").filter((file) => file.endsWith(".ts") && file !== "endpoint.ts");
  const modules = await Promise.all(
    files.map((file) => import(/* @vite-ignore */ pathToFileURL(path.resolve("lib/contracts", file)).href)),
  );
  return modules.flatMap((module) =>
    Object.values(module as Record<string, unknown>).filter(
      (value): value is EndpointContract =>
        typeof value === "object" && value !== null && "operationId" in value && "family" in value,
    ),
  );
}
