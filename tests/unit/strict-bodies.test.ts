import { describe, expect, it } from "vitest";
import { z } from "zod";
import { zodFieldErrors } from "@/lib/validation/field-errors";
import { listDeclaredContracts } from "@/scripts/api-routes";

const writes = (await listDeclaredContracts()).filter((contract) => contract.body);

describe("every write body is strict: a field the call does not take is refused, by name", () => {
  it("covers the writes that take a body", () => {
    expect(writes.length).toBeGreaterThan(15);
  });

  it.each(writes.map((contract) => [contract.operationId, contract] as const))("%s", (_, contract) => {
    for (const variant of variantsOf(contract.body!)) {
      const result = contract.body!.safeParse({ ...variant, notAFieldOfAnyCall: { hole1: 4 } });
      expect(result.success).toBe(false);
      expect(zodFieldErrors(result.error!)).toContainEqual({
        field: "notAFieldOfAnyCall",
        message: 'This call does not take a field "notAFieldOfAnyCall".',
      });
    }
  });
});

/** A body that is one of several kinds (a discriminated union) is strict in each kind: probe each by its tag. */
function variantsOf(body: z.ZodType): Array<Record<string, unknown>> {
  if (!(body instanceof z.ZodDiscriminatedUnion)) return [{}];
  const tag = body._zod.def.discriminator;
  return body.options.flatMap((option) =>
    option instanceof z.ZodObject && option.shape[tag] instanceof z.ZodLiteral
      ? [{ [tag]: option.shape[tag].value }]
      : [],
  );
}
