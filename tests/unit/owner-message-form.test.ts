// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createElement } from "react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OwnerMessage } from "@/components/sweep/owner-message";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));

const SWEEP = "5f0c7a52-6a39-4a8e-9a57-0d4b8a2f6a11";
const LIMITED = "You have sent 3 messages to this sweep's members in the last day; try again in 19 hours.";

const answer = (status: number, body: unknown, type: string) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": type } });

beforeEach(() => vi.stubGlobal("fetch", vi.fn()));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fillAndSend() {
  render(
    createElement(
      SWRConfig,
      { value: { provider: () => new Map() } },
      createElement(OwnerMessage, { sweepId: SWEEP, mailConfigured: true }),
    ),
  );
  fireEvent.change(screen.getByLabelText("Subject"), { target: { value: "Dinner" } });
  fireEvent.change(screen.getByLabelText("Message"), { target: { value: "Seven o'clock." } });
  fireEvent.click(screen.getByRole("button", { name: "Send to members" }));
}

describe("the owner's message form", () => {
  it("shows the sweep's daily limit as an alert, not as a mistake in the message", async () => {
    vi.mocked(fetch).mockResolvedValue(
      answer(
        429,
        { type: "about:blank", title: "Too Many Requests", status: 429, detail: LIMITED, code: "rate_limited" },
        "application/problem+json",
      ),
    );
    fillAndSend();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(LIMITED));
    expect(screen.getByLabelText("Message").getAttribute("aria-invalid")).not.toBe("true");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says how many members a sent message goes to", async () => {
    vi.mocked(fetch).mockResolvedValue(answer(201, { recipients: 12, mailConfigured: true }, "application/json"));
    fillAndSend();
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("Your message is on its way to 12 members."),
    );
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
