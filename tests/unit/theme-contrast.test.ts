import fs from "node:fs";
import { describe, expect, it } from "vitest";

// The look's colours are read in bright sun on a phone: every text/background pair of roles that the screens use
// keeps WCAG AA, and the borders that mark a control stay visible (WCAG 1.4.11), whatever the tokens become.
const css = fs.readFileSync("app/globals.css", "utf8");
const tokens = new Map([...css.matchAll(/--color-([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value]));

function hexOf(name: string): string {
  const value = tokens.get(name)?.trim();
  if (!value) throw new Error(`No colour token --color-${name} in app/globals.css`);
  const reference = /^var\(--color-([\w-]+)\)$/.exec(value);
  if (reference) return hexOf(reference[1]!);
  if (!/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`--color-${name} is ${value}: give the roles a #rrggbb`);
  return value;
}

function luminance(hex: string): number {
  const [red, green, blue] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(hexOf(foreground)), luminance(hexOf(background))].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

const TEXT_ON: Array<[text: string, backgrounds: string[]]> = [
  ["ink", ["surface", "surface-raised", "surface-sunken", "highlight", "highlight-soft", "sand-50", "gold-300"]],
  ["ink-muted", ["surface", "surface-raised", "surface-sunken", "highlight-soft", "gold-300"]],
  ["accent", ["surface", "surface-raised", "accent-soft"]],
  ["accent-strong", ["surface-raised", "surface-sunken", "accent-soft", "gold-300"]],
  ["on-accent", ["accent", "accent-strong", "danger", "danger-strong", "under-par", "over-par", "no-score"]],
  ["danger", ["surface", "surface-raised", "danger-soft"]],
  ["danger-strong", ["danger-soft"]],
  ["level-par", ["surface", "surface-raised", "info-soft"]],
  ["sand-700", ["sand-50", "surface-sunken"]],
  ["board-ink", ["board", "board-raised"]],
  ["board-ink-muted", ["board", "board-raised"]],
  ["board-points", ["board"]],
];

describe("the theme's colours in bright light", () => {
  for (const [text, backgrounds] of TEXT_ON)
    for (const background of backgrounds)
      it(`${text} on ${background} reaches WCAG AA (4.5:1)`, () => {
        expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
      });

  it("a control's border stands out from the paper and from a raised surface (3:1)", () => {
    expect(contrast("line-strong", "surface")).toBeGreaterThanOrEqual(3);
    expect(contrast("line-strong", "surface-raised")).toBeGreaterThanOrEqual(3);
  });
});
