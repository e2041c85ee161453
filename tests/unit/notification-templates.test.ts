import { describe, expect, it } from "vitest";
import { escapeHtml, renderEmail } from "@/lib/server/notifications/templates";
import { readUnsubscribeToken, unsubscribeToken } from "@/lib/server/notifications/unsubscribe-token";
import { NOTIFICATION_KINDS } from "@/lib/validation/notifications";

const HOSTILE = `<script>alert("x")</script> & 'friends'`;
const LINKS = { appUrl: "https://sweeps.example.org", unsubscribeUrl: "https://sweeps.example.org/unsubscribe/t.s" };
const event = {
  sweepId: "s1",
  sweepName: HOSTILE,
  eventId: "e1",
  eventDate: "2026-06-07",
  courseName: HOSTILE,
};

/** Every kind with every text a member or an admin typed set to markup. */
const PAYLOADS = {
  "draw-published": { ...event, group: 2, groupMates: [HOSTILE], markerName: HOSTILE, teeTime: HOSTILE },
  "results-posted": {
    ...event,
    position: 1,
    fieldSize: 9,
    stablefordPoints: 38,
    oomPoints: 25,
    handicap: { from: 14.2, to: 13.4, reason: HOSTILE },
    correction: true,
  },
  "join-decided": { sweepId: "s1", sweepName: HOSTILE, approved: true },
  "added-to-event": event,
  "reserve-promoted": event,
  "join-request-waiting": { sweepId: "s1", sweepName: HOSTILE, requesterName: HOSTILE },
  "event-due-to-close": { ...event, openCards: 3 },
  "owner-message": { sweepId: "s1", sweepName: HOSTILE, ownerName: HOSTILE, subject: HOSTILE, message: HOSTILE },
};

describe("email templates", () => {
  it.each(NOTIFICATION_KINDS)("%s escapes every member-supplied field in its HTML body", (kind) => {
    const email = renderEmail(kind, PAYLOADS[kind], LINKS);
    expect(email.html).not.toContain("<script>");
    expect(email.html).not.toContain(`"x"`);
    expect(email.html).toContain(escapeHtml(HOSTILE));
    expect(email.text).toContain(HOSTILE);
    expect(email.text).toContain(LINKS.unsubscribeUrl);
    expect(email.html).toContain(`href="${LINKS.unsubscribeUrl}"`);
    expect(email.html).toMatch(/href="https:\/\/sweeps\.example\.org\/sweeps/);
  });

  it("keeps a subject on one line whatever the owner typed", () => {
    const payload = { ...PAYLOADS["owner-message"], subject: "Dinner\r\nBcc: everyone@example.org" };
    expect(renderEmail("owner-message", payload, LINKS).subject).not.toMatch(/[\r\n]/);
  });

  it("says what changed in a member's results: position, points and the handicap with its reason", () => {
    const { text, subject } = renderEmail(
      "results-posted",
      { ...PAYLOADS["results-posted"], sweepName: "Sunday Sweep", courseName: "Testbrook" },
      LINKS,
    );
    expect(subject).toBe("Sunday Sweep: corrected results for Testbrook, Sun 07 Jun 2026");
    expect(text).toContain("Position: 1 of 9");
    expect(text).toContain("Stableford points: 38");
    expect(text).toContain("Order of merit points: 25");
    expect(text).toContain(`Handicap: 14.2 to 13.4 (-0.8): ${HOSTILE}`);
    expect(text).toContain("https://sweeps.example.org/sweeps/s1/events/e1");
  });

  it("lists only what a correction changed for the member, each before → after", () => {
    const now = { ...PAYLOADS["results-posted"], position: 3, stablefordPoints: 35 };
    const previous = { position: 1, fieldSize: 9, stablefordPoints: 38, oomPoints: 25, handicap: null };
    const { text } = renderEmail("results-posted", { ...now, previous }, LINKS);
    const changes = text.slice(text.indexOf("What changed for you:"));
    expect(changes).toContain("Position: 1 of 9 → 3 of 9");
    expect(changes).toContain("Stableford points: 38 → 35");
    expect(changes).toContain("Handicap after the event: 14.2 → 13.4");
    expect(changes).not.toContain("Order of merit points");
  });

  it("says a correction changed nothing for a member whose results stayed the same", () => {
    const { position, fieldSize, stablefordPoints, oomPoints, handicap } = PAYLOADS["results-posted"];
    const previous = { position, fieldSize, stablefordPoints, oomPoints, handicap };
    const { text } = renderEmail("results-posted", { ...PAYLOADS["results-posted"], previous }, LINKS);
    expect(text).toContain("Nothing changed for you in the correction.");
    expect(text).not.toContain("What changed for you:");
  });

  it("refuses a payload of another shape rather than sending a broken email", () => {
    expect(() => renderEmail("draw-published", { sweepName: "x" }, LINKS)).toThrow();
  });
});

describe("unsubscribe tokens", () => {
  it("name the user and kind they were signed for, and nothing forged or altered", () => {
    const token = unsubscribeToken("0b7f2c9e-1111-4222-8333-444455556666", "results-posted");
    expect(readUnsubscribeToken(token)).toEqual({
      userId: "0b7f2c9e-1111-4222-8333-444455556666",
      kind: "results-posted",
    });
    const [body] = token.split(".");
    const other = Buffer.from("0b7f2c9e-1111-4222-8333-444455556666:owner-message").toString("base64url");
    expect(readUnsubscribeToken(`${other}.${token.split(".")[1]}`)).toBeNull();
    expect(readUnsubscribeToken(`${body}.`)).toBeNull();
    expect(readUnsubscribeToken("nonsense")).toBeNull();
  });
});
