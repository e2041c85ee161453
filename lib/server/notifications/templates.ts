import "server-only";
import { z } from "zod";
import { eventDay, formatDayWithWeekday } from "@/lib/dates";
import { startLabel } from "@/lib/events/group-start-label";
import type { NotificationKind } from "@/lib/validation/notifications";
import { type MemberResult, PAYLOAD_SCHEMAS } from "./payloads";
import { resultChanges } from "./posted-results";

/** A message's parts: plain paragraphs and "label: value" rows. Every value is the member's text, never markup. */
type Block = { paragraph: string } | { rows: [label: string, value: string][] };
type Draft = { subject: string; blocks: Block[]; link: { label: string; path: string } };

export type RenderedEmail = { subject: string; text: string; html: string };

const eventTitle = (payload: { courseName: string; eventDate: string }) =>
  `${payload.courseName}, ${formatDayWithWeekday(eventDay(payload.eventDate))}`;
const eventPath = (payload: { sweepId: string; eventId: string }) =>
  `/sweeps/${payload.sweepId}/events/${payload.eventId}`;
const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/**
 * What a correction changed for the member, each value before → after. A correction is queued only for members whose
 * results changed; rows queued before that rule say plainly that nothing did.
 */
function correctionBlocks(before: MemberResult, after: MemberResult): Block[] {
  const changed = resultChanges(before, after);
  if (changed.length === 0) return [{ paragraph: "Nothing changed for you in the correction." }];
  return [
    { paragraph: "What changed for you:" },
    { rows: changed.map(([label, was, now]) => [label, `${was} → ${now}`]) },
  ];
}

type Drafters = { [K in NotificationKind]: (payload: z.output<(typeof PAYLOAD_SCHEMAS)[K]>) => Draft };

/** One template per kind: the text and the HTML bodies are both made from its draft. */
const DRAFTERS: Drafters = {
  "draw-published": (p) => ({
    subject: `${p.sweepName}: the draw for ${eventTitle(p)}`,
    blocks: [
      { paragraph: `The draw for ${eventTitle(p)} is out.` },
      {
        rows: [
          ["Your group", String(p.group)],
          ...(p.start ? [["Tee time", startLabel(p.start)] as [string, string]] : []),
          ["Playing with", p.groupMates.length > 0 ? p.groupMates.join(", ") : "nobody else yet"],
          ["Your marker", p.markerName ?? "to be confirmed"],
        ],
      },
    ],
    link: { label: "See the draw", path: eventPath(p) },
  }),
  "results-posted": (p) => ({
    subject: `${p.sweepName}: ${p.correction ? "corrected results" : "results"} for ${eventTitle(p)}`,
    blocks: [
      {
        paragraph: p.correction
          ? `The results of ${eventTitle(p)} were corrected after the event was reopened. These are your results now.`
          : `The results of ${eventTitle(p)} are in.`,
      },
      {
        rows: [
          ["Position", `${p.position} of ${p.fieldSize}`],
          ...(p.stablefordPoints === null
            ? []
            : [["Stableford points", String(p.stablefordPoints)] as [string, string]]),
          ["Order of merit points", String(p.oomPoints)],
          [
            "Handicap",
            p.handicap
              ? `${p.handicap.from.toFixed(1)} to ${p.handicap.to.toFixed(1)} (${signed(Math.round((p.handicap.to - p.handicap.from) * 10) / 10)}): ${p.handicap.reason}`
              : "unchanged",
          ],
        ],
      },
      ...(p.previous ? correctionBlocks(p.previous, p) : []),
    ],
    link: { label: "See the results", path: eventPath(p) },
  }),
  "join-decided": (p) => ({
    subject: p.approved ? `Welcome to ${p.sweepName}` : `Your request to join ${p.sweepName}`,
    blocks: [
      {
        paragraph: p.approved
          ? `Your request to join ${p.sweepName} was approved. You can enter its events now.`
          : `Your request to join ${p.sweepName} was declined. Ask the sweep's owner if you think this is a mistake.`,
      },
    ],
    link: p.approved
      ? { label: "Open the sweep", path: `/sweeps/${p.sweepId}` }
      : { label: "Your sweeps", path: "/sweeps" },
  }),
  "added-to-event": (p) => ({
    subject: `${p.sweepName}: you are entered in ${eventTitle(p)}`,
    blocks: [{ paragraph: `An admin of ${p.sweepName} entered you in ${eventTitle(p)}.` }],
    link: { label: "See the event", path: eventPath(p) },
  }),
  "reserve-promoted": (p) => ({
    subject: `${p.sweepName}: you are in the field for ${eventTitle(p)}`,
    blocks: [{ paragraph: `A place opened in ${eventTitle(p)} and you moved from the reserve list into the field.` }],
    link: { label: "See the event", path: eventPath(p) },
  }),
  "join-request-waiting": (p) => ({
    subject: `${p.sweepName}: ${p.requesterName} asks to join`,
    blocks: [{ paragraph: `${p.requesterName} asked to join ${p.sweepName}. Approve or decline the request.` }],
    link: { label: "See the request", path: `/sweeps/${p.sweepId}/members` },
  }),
  "event-due-to-close": (p) => ({
    subject: `${p.sweepName}: ${eventTitle(p)} is waiting to be closed`,
    blocks: [
      {
        paragraph: `${eventTitle(p)} has been played but is not closed, and ${p.openCards} ${p.openCards === 1 ? "card is" : "cards are"} still open.`,
      },
    ],
    link: { label: "Close the event", path: eventPath(p) },
  }),
  "owner-message": (p) => ({
    subject: `${p.sweepName}: ${p.subject}`,
    blocks: [{ paragraph: p.message }, { paragraph: `${p.ownerName}, owner of ${p.sweepName}` }],
    link: { label: "Open the sweep", path: `/sweeps/${p.sweepId}` },
  }),
};

/** Characters that would change an HTML document's meaning; every member-supplied value passes through here. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The email of one outbox row. Links are absolute on the app's own origin; the footer's one-click unsubscribe link
 * (`unsubscribeUrl`) turns off this kind only.
 */
export function renderEmail(
  kind: NotificationKind,
  payload: unknown,
  { appUrl, unsubscribeUrl }: { appUrl: string; unsubscribeUrl: string },
): RenderedEmail {
  const draft = (DRAFTERS[kind] as (payload: unknown) => Draft)(PAYLOAD_SCHEMAS[kind].parse(payload));
  const link = new URL(draft.link.path, appUrl).toString();
  const footer = "You get this email because of your choices in Sweeps. Stop emails like this one:";
  const text = [
    ...draft.blocks.map((block) =>
      "paragraph" in block ? block.paragraph : block.rows.map(([label, value]) => `${label}: ${value}`).join("\n"),
    ),
    `${draft.link.label}: ${link}`,
    `--\n${footer} ${unsubscribeUrl}`,
  ].join("\n\n");
  const html = [
    `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">`,
    ...draft.blocks.map((block) =>
      "paragraph" in block
        ? `<p style="white-space:pre-line">${escapeHtml(block.paragraph)}</p>`
        : `<table>${block.rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join("")}</table>`,
    ),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(draft.link.label)}</a></p>`,
    `<p style="color:#555;font-size:small">${escapeHtml(footer)} <a href="${escapeHtml(unsubscribeUrl)}">unsubscribe</a></p>`,
    `</body></html>`,
  ].join("\n");
  return { subject: draft.subject.replace(/[\r\n]+/g, " "), text, html };
}
