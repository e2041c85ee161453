// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SignatureLine } from "@/components/card/signature-line";
import { EventDateLine } from "@/components/event/event-date-line";
import { PurseStatement } from "@/components/money/purse-statement";
import { ReconciliationSheet } from "@/components/money/reconciliation-sheet";
import { RulesAuditList } from "@/components/rules/rules-audit-list";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";

afterEach(cleanup);

const option = (value: string, label: string) => createElement("option", { key: value, value }, label);

describe("a select field", () => {
  it("is named by its label and announces its error with any other description", () => {
    render(
      createElement(
        SelectField,
        { label: "Course", error: "Choose a course.", "aria-describedby": "why-empty", defaultValue: "" },
        option("", "Choose a course"),
        option("c1", "Lakeside (par 72)"),
      ),
    );
    const select = screen.getByRole("combobox", { name: "Course" });
    expect(select.getAttribute("aria-invalid")).toBe("true");
    const described = (select.getAttribute("aria-describedby") ?? "").split(" ");
    expect(described).toContain("why-empty");
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain("Choose a course.");
  });
});

describe("a text field", () => {
  it("is described by its hint, and by its error instead once there is one", () => {
    const descriptionOf = (name: string) => {
      const id = screen.getByRole("textbox", { name }).getAttribute("aria-describedby");
      return id ? document.getElementById(id)?.textContent : null;
    };
    render(createElement(TextField, { label: "Name here", hint: "Leave blank to keep its name." }));
    render(createElement(TextField, { label: "Last name", hint: "As on your card.", error: "Enter a last name." }));
    expect(descriptionOf("Name here")).toBe("Leave blank to keep its name.");
    expect(descriptionOf("Last name")).toBe("Enter a last name.");
    expect(screen.getByRole("textbox", { name: "Last name" }).getAttribute("aria-invalid")).toBe("true");
  });
});

describe("the event's date line", () => {
  it("gives the day as a machine-readable date and the course's par", () => {
    const { container } = render(createElement(EventDateLine, { event: { date: "2026-06-07", coursePar: 71 } }));
    expect(container.querySelector("time")?.getAttribute("dateTime")).toBe("2026-06-07");
    expect(container.textContent).toContain("07 Jun 2026");
    expect(container.textContent).toContain("· Par 71");
  });
});

describe("the confirm dialog", () => {
  it("runs the action on its button and stays open until the action is done", async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(
      createElement(ConfirmDialog, {
        open: true,
        onOpenChange,
        title: "Remove Grace Holt?",
        description: "She leaves the event.",
        confirmLabel: "Remove Grace Holt",
        onConfirm,
        busy: false,
      }),
    );
    // Its code arrives when it first opens (components/ui/lazy-dialog.tsx).
    fireEvent.click(await screen.findByRole("button", { name: "Remove Grace Holt" }, { timeout: 10_000 }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe("a signature line", () => {
  it("dates the signature in the sweep's zone, not the device's (the tests run in Pacific/Auckland)", () => {
    const signature = {
      by: { id: "00000000-0000-4000-8000-000000000001", fullName: "Grace Holt" },
      at: "2026-06-06T22:30:00.000Z",
      cardVersion: 3,
      current: true,
    };
    render(createElement(SignatureLine, { label: "Signed", signature, who: "the player", timeZone: "Europe/London" }));
    expect(screen.getByText(/Signed by Grace Holt/).textContent).toBe("✓Signed by Grace Holt on 06 Jun 2026");
  });
});

// Late on a Saturday in London is already Sunday on the test device (Pacific/Auckland): the society's day is shown.
describe("the sweep's records dated in its own zone", () => {
  const lateSaturdayInLondon = "2026-06-06T22:30:00.000Z";
  const grace = { id: "00000000-0000-4000-8000-000000000001", fullName: "Grace Holt" };

  it("dates a purse statement line by the society's day", () => {
    const statement = {
      currency: "GBP",
      locale: "en-GB",
      player: grace,
      balance: -500,
      lines: [
        {
          entryId: "00000000-0000-4000-8000-000000000002",
          createdAt: lateSaturdayInLondon,
          kind: "entry" as const,
          memo: "Entry fee",
          reference: null,
          eventId: null,
          amount: -500,
          balance: -500,
        },
      ],
    };
    render(createElement(PurseStatement, { sweepId: grace.id, statement, timeZone: "Europe/London" }));
    expect(screen.getByRole("cell", { name: "06 Jun 2026" })).toBeTruthy();
  });

  it("dates a change of the rules by the society's day", () => {
    const change = { id: grace.id, kind: "rules" as const, at: lateSaturdayInLondon, by: grace, summary: "Best 8" };
    render(createElement(RulesAuditList, { changes: [change], timeZone: "Europe/London" }));
    expect(screen.getByText("06 Jun 2026").getAttribute("dateTime")).toBe(lateSaturdayInLondon);
  });

  it("dates a reconciliation by the society's calendar and clock, and totals every account", () => {
    const money = {
      currency: "GBP",
      locale: "en-GB",
      purses: [{ player: grace, balance: -500 }],
      fund: 300,
      cash: 0,
      twosRollover: 0,
      pots: [{ eventId: grace.id, date: "2026-06-07", courseName: "Oakfield Park", sweep: 200, twos: 0 }],
      total: 0,
    };
    render(
      createElement(ReconciliationSheet, {
        sweepName: "Sunday Swingers",
        money,
        asAt: lateSaturdayInLondon,
        timeZone: "Europe/London",
      }),
    );
    expect(screen.getByText(/^Saturday 6 June 2026, 23:30$/).getAttribute("dateTime")).toBe(lateSaturdayInLondon);
    expect(
      screen.getByRole("row", { name: "Pots: Oakfield Park, Sun 7 Jun Sweep £2.00 · Twos £0.00 +£2.00" }),
    ).toBeTruthy();
    expect(screen.getByRole("row", { name: "Total: balanced £0.00" })).toBeTruthy();
  });
});
