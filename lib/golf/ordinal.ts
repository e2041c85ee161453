const SUFFIXES: Record<number, string> = { 1: "st", 2: "nd", 3: "rd" };

/** "1st", "2nd", "3rd", "4th", "11th", "21st": a finishing position in words. */
export function ordinal(n: number): string {
  const teens = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${(!teens && SUFFIXES[n % 10]) || "th"}`;
}
