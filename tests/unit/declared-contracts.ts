import fs from "node:fs";
import type { EndpointContract } from "@/lib/contracts/endpoint";

/** Every contract exported by lib/contracts, found by reading the modules rather than by a hand-kept list. */
export async function declaredContracts(): Promise<EndpointContract[]> {
  const files = fs.readdirSync("lib/contracts").filter((file) => file.endsWith(".ts") && file !== "endpoint.ts");
  const modules = await Promise.all(files.map((file) => import(/* @vite-ignore */ `@/lib/contracts/${file}`)));
  return modules.flatMap((module) =>
    Object.values(module as Record<string, unknown>).filter(
      (value): value is EndpointContract =>
        typeof value === "object" && value !== null && "operationId" in value && "family" in value,
    ),
  );
}
