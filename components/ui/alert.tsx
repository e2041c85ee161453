import type { ReactNode } from "react";

type Tone = "error" | "success" | "info";

const TONES: Record<Tone, string> = {
  error: "border-danger/40 bg-danger-soft text-danger-strong",
  success: "border-accent/40 bg-accent-soft text-fairway-900",
  info: "border-info/30 bg-info-soft text-sky-900",
};

export function Alert({ tone = "info", children }: { tone?: Tone; children: ReactNode }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-control border border-l-4 px-4 py-3 text-label ${TONES[tone]}`}
    >
      {children}
    </div>
  );
}
