import type { ReactNode } from "react";

/**
 * A link to a page that is not built yet: it keeps its place and looks disabled, is announced as an
 * unavailable link, and goes nowhere, so nobody lands on a 404.
 */
export function UnavailableLink({ className = "", children }: { className?: string; children: ReactNode }) {
  return (
    <span role="link" aria-disabled="true" className={`cursor-not-allowed opacity-60 ${className}`}>
      {children}
    </span>
  );
}
