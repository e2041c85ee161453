import { describe, expect, it } from "vitest";
import { currencySchema, formatMoney, minorDigits, parseMoney } from "@/lib/money";

describe("docs/money-rules.md#amounts", () => {
  it("knows each currency's minor unit", () => {
    expect(minorDigits("GBP")).toBe(2);
    expect(minorDigits("JPY")).toBe(0);
  });

  it("shows minor units in the society's locale", () => {
    expect(formatMoney(1250, "GBP", "en-GB")).toBe("£12.50");
    expect(formatMoney(-500, "GBP", "en-GB")).toBe("-£5.00");
    expect(formatMoney(1500, "JPY", "en-GB")).toBe("JP¥1,500");
  });

  it("reads typed amounts into minor units without floats", () => {
    expect(parseMoney("12.5", "GBP")).toBe(1250);
    expect(parseMoney("0.10", "GBP")).toBe(10);
    expect(parseMoney("3", "GBP")).toBe(300);
    expect(parseMoney("1.234", "GBP")).toBeNull();
    expect(parseMoney("-2", "GBP")).toBeNull();
    expect(parseMoney("1.5", "JPY")).toBeNull();
  });

  it("takes ISO 4217 codes only", () => {
    expect(currencySchema.safeParse("EUR").success).toBe(true);
    expect(currencySchema.safeParse("XYZ").success).toBe(false);
    expect(currencySchema.safeParse("gbp").success).toBe(false);
  });
});
