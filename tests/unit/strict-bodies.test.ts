import { describe, expect, it } from "vitest";
import { zodFieldErrors } from "@/lib/validation/field-errors";
import { listDeclaredContracts } from "@/scripts/api-routes";

const writes = (await listDeclaredContracts()).filter((contract) => contract.body);

describe("every write body is strict: a field the call does not take is refused, by name", () => {
  it("covers the writes that take a body", () => {
    expect(writes.length).toBeGreaterThan(15);
  });

  it.each(writes.map((contract) => [contract.operationId, contract] as const))("%s", (_, contract) => {
    const result = contract.body!.safeParse({ notAFieldOfAnyCall: { hole1: 4 } });
    expect(result.success).toBe(false);
    expect(zodFieldErrors(result.error!)).toContainEqual({
      field: "notAFieldOfAnyCall",
      message: 'This call does not take a field "notAFieldOfAnyCall".',
    });
  });
});
