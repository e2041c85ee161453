import { describe, expect, it } from "vitest";
import { z } from "zod";
import { issuesOfFittingShape, zodFieldErrors, zodFieldMessages } from "@/lib/validation/field-errors";
import { firstMessageByField } from "@/lib/validation/field-messages";

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

describe("field errors of a body that is one of several shapes", () => {
  const shapes = z.union(
    [
      z.strictObject({ id: z.string().min(3, "Id too short."), size: z.number().max(9, "Too big.") }),
      z.strictObject({ name: z.string(), size: z.number().max(9, "Too big.") }),
    ],
    { error: "Send an id and a size, or a name and a size." },
  );
  const reported = (body: unknown) => {
    const parsed = shapes.safeParse(body);
    if (parsed.success) throw new Error("expected a failed parse");
    return zodFieldErrors({ issues: issuesOfFittingShape(parsed.error, body) });
  };

  it("names the wrong values of the one shape whose fields the body has", () => {
    expect(reported({ id: "x", size: 12 })).toEqual([
      { field: "id", message: "Id too short." },
      { field: "size", message: "Too big." },
    ]);
  });

  it("names the shapes when the body has no shape's fields, and the fields no shape takes", () => {
    expect(reported({ size: 1, colour: "red" })).toEqual([
      { field: "(body)", message: "Send an id and a size, or a name and a size." },
      { field: "colour", message: 'This call does not take a field "colour".' },
    ]);
    expect(reported({ id: "abc", name: "n", size: 1 })).toEqual([
      { field: "(body)", message: "Send an id and a size, or a name and a size." },
    ]);
  });
});
