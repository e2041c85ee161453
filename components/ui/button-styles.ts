export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost";

const BASE =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-fairway-600 disabled:cursor-not-allowed disabled:opacity-60";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-fairway-700 text-white hover:bg-fairway-800",
  secondary: "border border-stone-300 bg-white text-stone-900 hover:bg-stone-100",
  danger: "bg-red-700 text-white hover:bg-red-800",
  ghost: "text-fairway-800 hover:bg-fairway-50",
};

/** Class names for anything that looks like a button (buttons and links alike), 44 px tall for thumbs. */
export const buttonClass = (variant: ButtonVariant = "primary", extra = "") =>
  `${BASE} ${VARIANTS[variant]} ${extra}`.trim();
