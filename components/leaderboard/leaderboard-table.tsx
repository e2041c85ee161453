"use client";

import type { Route } from "next";
import Link from "next/link";
import { useRef } from "react";
import { FINISHED, thru } from "@/lib/golf/thru";
import { formatPlayingHandicap } from "@/lib/validation/handicap-format";
import type { LiveLeaderboardRowDto } from "@/lib/validation/results";
import { formatPosition, formatThru, positionWords } from "../results/format";
import { CountbackMark } from "./countback-mark";
import type { RowChange } from "./use-moved-rows";
import { useRowFlip } from "./use-row-flip";
import { GuestBadge } from "../player/guest-badge";

export type BoardSize = "regular" | "tv";

type Props = {
  rows: LiveLeaderboardRowDto[];
  changes: ReadonlyMap<string, RowChange>;
  viewerPlayerId: string;
  cardHref: (cardId: string) => Route;
  size: BoardSize;
};

const STYLE = {
  regular: {
    head: "border-b-2 border-line-strong bg-surface-sunken text-eyebrow text-ink-muted uppercase",
    th: "px-2 py-2.5 sm:px-4",
    row: "border-b border-line",
    viewer: "bg-highlight-soft shadow-[inset_5px_0_0_var(--color-highlight)]",
    changed: "bg-gold-300",
    pos: "w-14 px-2 py-2 text-title tabular-nums text-ink sm:w-20 sm:px-4",
    name: "px-2 py-1 sm:px-4",
    link: "inline-flex min-h-tap items-center text-body font-semibold text-ink underline-offset-2 [overflow-wrap:anywhere] hover:underline sm:text-lead",
    handicapHead: "hidden sm:table-cell",
    handicap: "hidden w-20 px-2 py-2 text-center tabular-nums text-ink-muted sm:table-cell",
    thru: "w-12 px-1 py-2 text-center text-body tabular-nums text-ink-muted sm:w-20 sm:text-lead",
    points: "w-14 px-2 py-2 text-right text-2xl font-black tabular-nums text-accent-strong sm:w-24 sm:px-4",
  },
  // Sized by the screen's height, so any clubhouse TV shows about a dozen rows and the leaders' names read from the bar.
  tv: {
    head: "sticky top-0 z-10 border-b-2 border-gold-400 bg-board text-[2.4vh] tracking-[0.12em] text-board-ink-muted uppercase",
    th: "px-[2vw] py-[1.2vh] font-bold",
    row: "border-b border-white/10 odd:bg-white/[0.04]",
    viewer: "",
    changed: "bg-gold-400/30",
    pos: "w-[12vw] px-[2vw] py-[0.9vh] text-[5vh] leading-tight font-black tabular-nums text-board-ink-muted",
    name: "px-[2vw] py-[0.9vh]",
    link: "text-[5vh] leading-tight font-bold text-board-ink [overflow-wrap:anywhere]",
    handicapHead: "",
    handicap: "w-[10vw] px-[2vw] py-[0.9vh] text-center text-[4vh] leading-tight tabular-nums text-board-ink-muted",
    thru: "w-[10vw] px-[2vw] py-[0.9vh] text-center text-[5vh] leading-tight tabular-nums text-board-ink",
    points:
      "w-[14vw] px-[2vw] py-[0.9vh] text-right text-[6.5vh] leading-none font-black tabular-nums text-board-points",
  },
} as const;

/**
 * The event's field, best first: position (T3 when shared), player (their card one tap away), holes played and
 * Stableford points. Rows keep their keys, so an update moves rows instead of redrawing the table; a row that
 * changed is marked for a few seconds with how many places it moved.
 */
export function LeaderboardTable({ rows, changes, viewerPlayerId, cardHref, size }: Props) {
  const body = useRef<HTMLTableSectionElement>(null);
  useRowFlip(body, rows.map((row) => row.cardId).join());
  const style = STYLE[size];
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">
        Leaderboard: position, player, playing handicap, holes played and Stableford points
      </caption>
      <thead className={style.head}>
        <tr>
          <th scope="col" className={style.th}>
            Pos
          </th>
          <th scope="col" className={style.th}>
            Player
          </th>
          <th scope="col" className={`${style.th} ${style.handicapHead} text-center`}>
            <abbr title="Playing handicap" className="no-underline">
              Hcp
            </abbr>
          </th>
          <th scope="col" className={`${style.th} text-center`}>
            Thru
          </th>
          <th scope="col" className={`${style.th} text-right`}>
            Pts
          </th>
        </tr>
      </thead>
      <tbody ref={body}>
        {rows.map((row) => {
          const change = changes.get(row.cardId);
          const isViewer = row.player.id === viewerPlayerId;
          return (
            <tr
              key={row.cardId}
              data-row-key={row.cardId}
              data-changed={change ? "true" : undefined}
              className={`${style.row} ${isViewer ? style.viewer : ""} ${change ? style.changed : ""} transition-colors duration-[1500ms] motion-reduce:transition-none`}
            >
              <td className={style.pos}>
                <span aria-hidden>{formatPosition(row.position, row.tied)}</span>
                <span className="sr-only">{positionWords(row.position, row.tied)}</span>
                {row.countback?.decidedBy ? <CountbackMark countback={row.countback} size={size} /> : null}
                {change && change.places !== 0 ? <Movement places={change.places} size={size} /> : null}
              </td>
              <th scope="row" className={`${style.name} text-left font-normal`}>
                <Link
                  href={cardHref(row.cardId)}
                  className={style.link}
                  aria-label={`${row.player.fullName}: open the card`}
                >
                  {row.player.fullName}
                </Link>{" "}
                <GuestBadge guest={row.guest} />
                {isViewer && size === "regular" ? (
                  <span className="ml-2 rounded bg-highlight px-1.5 py-0.5 text-eyebrow text-ink uppercase">You</span>
                ) : null}
              </th>
              <td className={style.handicap}>{formatPlayingHandicap(row.eventHandicap)}</td>
              <td className={style.thru}>
                <span aria-hidden>{formatThru(row.thru)}</span>
                <span className="sr-only">{thru(row.thru) === FINISHED ? "finished" : `${row.thru} holes played`}</span>
              </td>
              <td className={style.points}>
                {row.position === null ? (
                  <span className={size === "tv" ? "text-board-ink-muted" : "text-ink-muted"}>–</span>
                ) : (
                  row.totalPoints
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Movement({ places, size }: { places: number; size: BoardSize }) {
  const isUp = places > 0;
  const tone =
    size === "tv" ? (isUp ? "text-fairway-300" : "text-flag-300") : isUp ? "text-under-par" : "text-over-par";
  return (
    <span
      className={`ml-1 align-middle font-bold whitespace-nowrap ${size === "tv" ? "text-[3.5vh]" : "text-xs"} ${tone}`}
    >
      <span aria-hidden>
        {isUp ? "▲" : "▼"}
        {Math.abs(places)}
      </span>
      <span className="sr-only">
        , {isUp ? "up" : "down"} {Math.abs(places)} {Math.abs(places) === 1 ? "place" : "places"}
      </span>
    </span>
  );
}
