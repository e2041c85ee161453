import { describe, expect, it } from "vitest";
import { textField } from "@/lib/validation/text";

const name = textField("Name", { max: 10 });
const messageOf = (value: unknown) => {
  const result = name.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("textField", () => {
  it("trims, normalises and strips characters that draw nothing or reorder the text", () => {
    expect(name.parse("  Zoë  ")).toBe("Zoë");
    expect(name.parse("Zoe\u0308")).toBe("Zoë");
    expect(name.parse("\u202eAlex\u200b\u2066")).toBe("Alex");
    expect(name.parse("👨‍👦 Dads")).toBe("👨‍👦 Dads");
  });

  it("refuses control characters, blank-looking text and overlong text, naming the field", () => {
    expect(messageOf("a\u0000b")).toBe("Name cannot contain line breaks, tabs or other control characters.");
    expect(messageOf("line\nbreak")).toBe("Name cannot contain line breaks, tabs or other control characters.");
    for (const blank of ["", "   ", "\u200b", "\u3164\u3164", "\u200d\ufe0f"])
      expect(messageOf(blank)).toBe("Name is required.");
    expect(messageOf("x".repeat(11))).toBe("Name must be at most 10 characters.");
    expect(messageOf("x".repeat(1_000_000))).toBe("Name must be at most 10 characters.");
    expect(messageOf(42)).toBe("Name is required.");
  });
});
