import type { ReactNode } from "react";
import { PANEL } from "./panel";

export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={`${PANEL} sm:p-6`}>
      <h2 className="text-title text-ink">{title}</h2>
      {description ? <p className="mt-1 text-label text-ink-muted">{description}</p> : null}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}
