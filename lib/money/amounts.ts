/** Digits after the point in the currency's minor unit (2 for GBP, 0 for JPY), as Intl knows them. */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** An amount in minor units shown in the locale's way (docs/money-rules.md#amounts): never through a float sum. */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: digits }).format(
    minor / 10 ** digits,
  );
}

/** "12.50" typed in a form → 1250 minor units; null when it is not an amount with at most the currency's digits. */
export function parseMoney(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const match = /^\s*(\d{1,8})(?:[.,](\d*))?\s*$/.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? "";
  if (fraction.length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, "0") || "0");
}
