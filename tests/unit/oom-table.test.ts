// @vitest-environment happy-dom
// The order of merit of a long-running sweep shows a season's worth of event columns until asked for all of them.
import { randomUUID } from "node:crypto";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { Route } from "next";
import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { OomTable } from "@/components/sweep/oom-table";
import { shownOrderOfMerit } from "@/lib/order-of-merit-lines";
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
    eventCount,
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

const PAGE = "/sweeps/s1/order-of-merit" as Route;

const renderTable = (oom: OrderOfMeritDto, showAllEvents = false) =>
  render(
    createElement(OomTable, {
      oom: shownOrderOfMerit(oom, showAllEvents),
      viewerPlayerId: "",
      pagePath: PAGE,
      showAllEvents,
    }),
  );

describe("the order of merit table", () => {
  it("shows the latest twelve events of a long sweep, with a link to all of them", () => {
    renderTable(orderOfMerit(30));

    expect(eventColumns().map((header) => header.getAttribute("title"))).toEqual(
      Array.from({ length: 12 }, (_, index) => `Course ${19 + index}`),
    );
    expect(screen.getByText("The latest 12 of 30 events; the totals count them all.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Show all 30 events" }).getAttribute("href")).toBe(`${PAGE}?events=all`);
  });

  it("shows every event when asked, with a link back to the latest twelve", () => {
    renderTable(orderOfMerit(30), true);

    expect(eventColumns()).toHaveLength(30);
    expect(screen.getByText("All 30 events.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Show the latest 12" }).getAttribute("href")).toBe(PAGE);
  });

  it("shows every event of a short sweep with nothing to choose", () => {
    renderTable(orderOfMerit(5));

    expect(eventColumns()).toHaveLength(5);
    expect(screen.queryByRole("link", { name: /Show all/ })).toBeNull();
  });

  it("sends a page the latest events' headings and points only, with every total and the count of events", () => {
    const oom = orderOfMerit(30);
    const sent = shownOrderOfMerit(oom, false);
    expect(sent.events.map((event) => event.id)).toEqual(oom.events.slice(18).map((event) => event.id));
    expect(sent.eventCount).toBe(30);
    expect(sent.entries[0]!.events.map((line) => line.eventId)).toEqual(sent.events.map((event) => event.id));
    expect(sent.entries[0]!.totalPoints).toBe(300);

    renderTable(oom);
    const cells = within(screen.getAllByRole("row")[1]!).getAllByRole("cell");
    expect(eventColumns()).toHaveLength(12);
    expect(
      cells.some((cell) => cell.textContent === "·"),
      "every shown column has its points",
    ).toBe(false);
  });

  it("sends every event's heading and points when asked for all", () => {
    const oom = orderOfMerit(30);
    expect(shownOrderOfMerit(oom, true)).toEqual(oom);
  });
});
