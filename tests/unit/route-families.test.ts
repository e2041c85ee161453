import fs from "node:fs";
import { describe, expect, it } from "vitest";
import type { EndpointContract } from "@/lib/contracts/endpoint";
import { listDeclaredContracts } from "@/scripts/api-routes";

const contracts = await listDeclaredContracts();

// The specification's calls as ARCHITECTURE.md#route-families lists them: "METHOD path" → the canonical operationId.
const specCalls = new Map(
  [
    ...fs.readFileSync("ARCHITECTURE.md", "utf8").matchAll(/^\| `((?:GET|POST|PUT|PATCH|DELETE) \S+)` \| `(\w+)`/gm),
  ].map((match) => [match[1]!, match[2]!]),
);

const servedAt = (contract: EndpointContract) =>
  [contract.path, ...(contract.aliases ?? [])].map((path) => `${contract.method} ${path}`);

describe("the two API families (ARCHITECTURE.md#route-families)", () => {
  it("lists the specification's calls", () => {
    expect(specCalls.size).toBe(49);
  });

  it("serves every call of the specification with a contract of the spec family and its canonical operation", () => {
    const mismatches = [...specCalls].flatMap(([call, canonical]) => {
      const contract = contracts.find((candidate) => servedAt(candidate).includes(call));
      if (!contract) return [`${call}: no contract serves it`];
      if (contract.family !== "spec") return [`${call}: ${contract.operationId} is declared "${contract.family}"`];
      const declared = contract.aliasOf?.operationId ?? contract.operationId;
      return declared === canonical ? [] : [`${call}: the table says ${canonical}, the contract ${declared}`];
    });
    expect(mismatches).toEqual([]);
  });

  it("declares every other operation an extension", () => {
    const misfiled = contracts
      .filter((contract) => (contract.family === "spec") !== servedAt(contract).some((call) => specCalls.has(call)))
      .map((contract) => `${contract.operationId} (${contract.family}): ${servedAt(contract).join(", ")}`);
    expect(misfiled).toEqual([]);
  });

  it("points an alias at a canonical operation that is no alias and answers the same", () => {
    const problems = contracts.flatMap(({ operationId, aliasOf, response }) => {
      if (!aliasOf) return [];
      if (aliasOf.aliasOf) return [`${operationId}: ${aliasOf.operationId} is itself an alias`];
      return aliasOf.response.schema === response.schema && aliasOf.response.status === response.status
        ? []
        : [`${operationId} answers otherwise than ${aliasOf.operationId}`];
    });
    expect(problems).toEqual([]);
  });
});
