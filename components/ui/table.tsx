"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";

type Align = "left" | "right";

/**
 * A table in a rounded box. When it is wider than the box (a phone, long names), it scrolls inside the box,
 * and a fade with "scroll →" on the right edge says so until the last column is in view.
 */
export function Table({ caption, children }: { caption: string; children: ReactNode }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState({ isScrollable: false, hasMoreRight: false });

  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const update = () =>
      setOverflow({
        isScrollable: box.scrollWidth > box.clientWidth + 1,
        hasMoreRight: box.scrollLeft + box.clientWidth < box.scrollWidth - 1,
      });
    update();
    box.addEventListener("scroll", update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => {
      box.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, []);

  return (
    <div className="relative overflow-hidden rounded-panel border border-line bg-surface-raised shadow-panel">
      {/* A scrolling region must be reachable by keyboard to be scrolled without a pointer. */}
      <div
        ref={scroller}
        className="overflow-x-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent"
        {...(overflow.isScrollable ? { tabIndex: 0, role: "region", "aria-label": caption } : {})}
      >
        <table className="w-full text-left">
          <caption className="sr-only">{caption}</caption>
          {children}
        </table>
      </div>
      {overflow.hasMoreRight ? (
        <div
          aria-hidden
          className="pointer-events-none absolute inset-y-0 right-0 flex w-10 items-start justify-end bg-linear-to-l from-surface-raised to-transparent"
        >
          <span className="mt-1.5 mr-1.5 rounded-full bg-ink px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-surface-raised shadow">
            scroll →
          </span>
        </div>
      ) : null}
    </div>
  );
}

export function TableHead({ children }: { children: ReactNode }) {
  return (
    <thead className="border-b border-line bg-surface-sunken text-eyebrow text-ink-muted uppercase">
      <tr>{children}</tr>
    </thead>
  );
}

export function Th({ align = "left", children }: { align?: Align; children: ReactNode }) {
  return (
    <th
      scope="col"
      className={`px-3 py-2 font-semibold whitespace-nowrap sm:px-4 ${align === "right" ? "text-right" : ""}`}
    >
      {children}
    </th>
  );
}

export function TableBody({ children }: { children: ReactNode }) {
  return <tbody className="divide-y divide-line text-body">{children}</tbody>;
}

/** A cell; numbers are right-aligned in tabular digits so columns line up, and the key number is bold. */
export function Td({
  align,
  isNumber = false,
  isStrong = false,
  nowrap = false,
  children,
}: {
  align?: Align;
  isNumber?: boolean;
  isStrong?: boolean;
  nowrap?: boolean;
  children: ReactNode;
}) {
  const classes = [
    "px-3 py-2 sm:px-4",
    align === "right" || (isNumber && align === undefined) ? "text-right" : "",
    isNumber ? "tabular-nums" : "",
    isStrong ? "font-bold text-ink" : "text-stone-800",
    nowrap ? "whitespace-nowrap" : "",
  ];
  return <td className={classes.filter(Boolean).join(" ")}>{children}</td>;
}
