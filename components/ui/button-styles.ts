export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost";

const BASE =
  "inline-flex min-h-tap items-center justify-center gap-2 rounded-control px-4 text-body font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-60";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-accent text-on-accent shadow-panel hover:bg-accent-strong",
  secondary: "border border-line-strong bg-surface-raised text-ink hover:bg-surface-sunken",
  danger: "bg-danger text-on-accent hover:bg-danger-strong",
  ghost: "text-accent-strong hover:bg-accent-soft",
};

/** Class names for anything that looks like a button (buttons and links alike), 44 px tall for thumbs. */
export const buttonClass = (variant: ButtonVariant = "primary", extra = "") =>
  `${BASE} ${VARIANTS[variant]} ${extra}`.trim();
