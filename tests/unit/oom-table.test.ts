// @vitest-environment happy-dom
// The order of merit of a long-running sweep shows a season's worth of event columns until asked for all of them.
import { randomUUID } from "node:crypto";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { OomTable } from "@/components/sweep/oom-table";
import { withLatestLines } from "@/lib/order-of-merit-lines";
import type { OrderOfMeritDto } from "@/lib/validation/results";

afterEach(cleanup);

function orderOfMerit(eventCount: number): OrderOfMeritDto {
  const events = Array.from({ length: eventCount }, (_, index) => ({
    id: randomUUID(),
    date: `2026-${String(1 + Math.floor(index / 28)).padStart(2, "0")}-${String(1 + (index % 28)).padStart(2, "0")}`,
    course: { id: randomUUID(), name: `Course ${index + 1}` },
    doublePoints: false,
  }));
  const player = { id: randomUUID(), fullName: "Grace Holt" };
  return {
    sweepId: randomUUID(),
    bestN: null,
    events,
    entries: [
      {
        position: 1,
        tied: false,
        player,
        fullName: player.fullName,
        played: eventCount,
        totalPoints: eventCount * 10,
        events: events.map((event) => ({
          eventId: event.id,
          date: event.date,
          position: 1,
          points: 10,
          counted: true,
        })),
      },
    ],
  } as OrderOfMeritDto;
}

const eventColumns = () =>
  within(screen.getByRole("table"))
    .getAllByRole("columnheader")
    .filter((header) => header.getAttribute("title")?.startsWith("Course "));

const renderTable = (oom: OrderOfMeritDto) =>
  render(createElement(OomTable, { oom, viewerPlayerId: "", chosenPlayerId: null, onChoose: () => undefined }));

describe("the order of merit table", () => {
  it("shows the latest twelve events of a long sweep, and all of them when asked", () => {
    renderTable(orderOfMerit(30));

    expect(eventColumns().map((header) => header.getAttribute("title"))).toEqual(
      Array.from({ length: 12 }, (_, index) => `Course ${19 + index}`),
    );
    expect(screen.getByText("The latest 12 of 30 events; the totals count them all.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Show all 30 events" }));
    expect(eventColumns()).toHaveLength(30);
    fireEvent.click(screen.getByRole("button", { name: "Show the latest 12" }));
    expect(eventColumns()).toHaveLength(12);
  });

  it("shows every event of a short sweep with nothing to choose", () => {
    renderTable(orderOfMerit(5));

    expect(eventColumns()).toHaveLength(5);
    expect(screen.queryByRole("button", { name: /Show all/ })).toBeNull();
  });

  it("keeps the latest columns until every point has arrived when the page sent the latest points only", () => {
    const sent = withLatestLines(orderOfMerit(30));
    expect(sent.events).toHaveLength(30);
    expect(sent.entries[0]!.events.map((line) => line.eventId)).toEqual(sent.events.slice(18).map((event) => event.id));
    expect(sent.entries[0]!.totalPoints).toBe(300);
    let asked = 0;
    const table = (hasEveryLine: boolean) =>
      createElement(OomTable, {
        oom: sent,
        viewerPlayerId: "",
        chosenPlayerId: null,
        onChoose: () => undefined,
        hasEveryLine,
        onShowAll: () => asked++,
      });
    const { rerender } = render(table(false));

    fireEvent.click(screen.getByRole("button", { name: "Show all 30 events" }));
    expect(asked).toBe(1);
    expect(eventColumns()).toHaveLength(12);
    expect(screen.getByText("Loading all 30 events…")).toBeTruthy();
    rerender(table(true));
    expect(eventColumns()).toHaveLength(30);
  });
});
