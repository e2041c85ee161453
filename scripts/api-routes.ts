// The inventory of API route files, for the suites that check every route is documented and authorized.
import fs from "node:fs";
import path from "node:path";

export type RouteFile = { file: string; path: string; methods: string[] };

const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

const API_FOLDERS = ["app/api", "app/_configuration"];

const filesUnder = (folder: string) =>
  (fs.readdirSync(folder, { recursive: true }) as string[]).map((file) => path.posix.join(folder, file.split(path.sep).join("/")));

/**
 * Every route.ts of the API (app/api and app/_configuration) except next-auth's (app/api/auth/**) and the
 * catch-all 404 (app/api/[...path]), with the methods it exports and its path as an OpenAPI template
 * ([sweepId] → {sweepId}).
 */
export async function listApiRoutes(): Promise<RouteFile[]> {
  const files = API_FOLDERS.flatMap(filesUnder)
    .filter((file) => file.endsWith("/route.ts"))
    .filter((file) => !file.startsWith("app/api/auth/") && !file.startsWith("app/api/[...path]/"))
    .sort();
  const routes: RouteFile[] = [];
  for (const file of files) {
    const exported = (await import(/* @vite-ignore */ path.resolve(file))) as Record<string, unknown>;
    routes.push({
      file,
      path: file.slice("app".length, -"/route.ts".length).replace(/\[([^\]]+)\]/g, "{$1}"),
      methods: HTTP_METHODS.filter((method) => typeof exported[method] === "function"),
    });
  }
  return routes;
}
