"use client";

import { useId, useState } from "react";
import type { CountbackDto } from "@/lib/validation/results";
import type { BoardSize } from "./leaderboard-table";

// On a phone the mark is a thumb's target (44 px), drawn as a small tag inside it.
const TARGET: Record<BoardSize, string> = {
  regular: "-my-3 inline-flex min-h-11 min-w-11 items-center justify-center align-middle",
  tv: "inline-flex items-center align-middle",
};
const MARK: Record<BoardSize, string> = {
  regular:
    "inline-flex min-h-6 items-center rounded border border-stone-400 bg-white px-1 text-xs font-bold text-stone-800",
  tv: "ml-[0.6vw] inline-flex items-center rounded border border-fairway-50/60 px-[0.4vw] align-middle text-[2.6vh] font-bold text-fairway-50",
};

/**
 * "cb" beside a position that countback decided (docs/golf-rules.md#stableford-countback); a tap or hover shows the
 * deciding holes ("won on back nine 19 v 17 against Bob Brown").
 */
export function CountbackMark({ countback, size }: { countback: CountbackDto; size: BoardSize }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const explained = `${countback.text} against ${countback.against.fullName}`;
  return (
    <span className="relative inline-block">
      <button
        type="button"
        title={explained}
        aria-expanded={open}
        aria-describedby={open ? id : undefined}
        aria-label={`cb, countback: ${explained}`}
        onClick={() => setOpen((current) => !current)}
        onBlur={() => setOpen(false)}
        className={TARGET[size]}
      >
        <span className={MARK[size]}>cb</span>
      </button>
      {open ? (
        <span
          id={id}
          role="tooltip"
          className="absolute top-full left-0 z-30 mt-1 w-56 rounded-lg bg-stone-900 px-3 py-2 text-sm font-normal text-white shadow-lg"
        >
          {explained}
        </span>
      ) : null}
    </span>
  );
}
