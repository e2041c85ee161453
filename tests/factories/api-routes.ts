// The inventory of API route files, for the suites that check every route is documented and authorized.
import fs from "node:fs";
import path from "node:path";

export type RouteFile = { file: string; path: string; methods: string[] };

const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/**
 * Every route.ts under app/api except next-auth's (app/api/auth/**) and the catch-all 404
 * (app/api/[...path]), with the methods it exports and its path as an OpenAPI template ([sweepId] → {sweepId}).
 */
export async function listApiRoutes(options: { skip?: (file: string) => boolean } = {}): Promise<RouteFile[]> {
  const files = (fs.readdirSync("app/api", { recursive: true }) as string[])
    .map((file) => path.posix.join("app/api", file.split(path.sep).join("/")))
    .filter((file) => file.endsWith("/route.ts"))
    .filter((file) => !file.startsWith("app/api/auth/") && !file.startsWith("app/api/[...path]/"))
    .filter((file) => !options.skip?.(file))
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

/** Route files of the account work still in progress elsewhere: not yet required to have rows or operations. */
export const isAccountRouteInProgress = (file: string) =>
  file.startsWith("app/api/account/") && !file.startsWith("app/api/account/getUserAuthDetails/");
