import { describe, expect, it } from "vitest";
import { z } from "zod";
import { firstMessageByField, zodFieldErrors, zodFieldMessages } from "@/lib/validation/field-errors";

const schema = z
  .object({
    name: z
      .string()
      .min(2, "Too short.")
      .regex(/^[a-z]+$/, "Letters only."),
    tees: z.array(z.object({ slope: z.number().max(155, "Slope too high.") })),
  })
  .refine((body) => body.name !== "xx", "Not that name.");

const errorOf = (value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error("expected a failed parse");
  return parsed.error;
};

describe("field errors from zod issues", () => {
  it("names each field by its dotted path, and the whole value as (body)", () => {
    expect(zodFieldErrors(errorOf({ name: "a", tees: [{ slope: 200 }] }))).toEqual([
      { field: "name", message: "Too short." },
      { field: "tees.0.slope", message: "Slope too high." },
    ]);
    expect(zodFieldErrors(errorOf({ name: "xx", tees: [] }))).toEqual([{ field: "(body)", message: "Not that name." }]);
  });

  it("shows a form the first message of a field, as the server's errors are read", () => {
    expect(zodFieldMessages(errorOf({ name: "1", tees: [] }))).toEqual({ name: "Too short." });
    expect(
      firstMessageByField([
        { field: "date", message: "First." },
        { field: "date", message: "Second." },
      ]),
    ).toEqual({ date: "First." });
  });
});
