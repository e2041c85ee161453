import { formatMoney } from "@/lib/money/amounts";

export type MoneyFormat = { currency: string; locale: string };

/** An amount in minor units, in the society's currency and locale; negative amounts in the danger colour. */
export function MoneyText({ minor, format, signed = false }: { minor: number; format: MoneyFormat; signed?: boolean }) {
  const text = formatMoney(minor, format.currency, format.locale);
  return (
    <span className={`tabular-nums ${signed && minor < 0 ? "text-danger-strong" : ""}`}>
      {signed && minor > 0 ? `+${text}` : text}
    </span>
  );
}
