// @vitest-environment happy-dom
// The order of merit's chart: the viewer's season comes drawn with the page, anyone else's is read when pressed.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { type ComponentProps, createElement } from "react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OomChoice, OomPlayerButton, OomSeasonChart } from "@/components/results/oom-choice";
import { OomProgressChart } from "@/components/results/oom-progress-chart";
import type { OomProgressDto } from "@/lib/validation/results";

const SWEEP = "5f0c7a52-6a39-4a8e-9a57-0d4b8a2f6a11";
const VIEWER = { id: "0b7f3c56-2f5d-4d38-9b0e-3a3f2c1d9e10", fullName: "Grace Holt" };
const OTHER = { id: "8e1f6a2b-7c3d-4e5f-a6b7-c8d9e0f1a2b3", fullName: "Sam Patel" };

const season = (player: typeof VIEWER, positions: number[]): OomProgressDto => ({
  player,
  points: positions.map((position, index) => ({
    eventId: `00000000-0000-4000-8000-00000000000${index}`,
    date: `2026-05-0${index + 1}`,
    played: true,
    position,
    totalPoints: 10 * (index + 1),
  })),
});

beforeEach(() => vi.stubGlobal("fetch", vi.fn()));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderChart() {
  render(
    createElement(
      SWRConfig,
      { value: { provider: () => new Map() } },
      createElement(
        OomChoice,
        // The children go as createElement's own arguments, which its types do not count towards the required prop.
        { initialChosen: VIEWER.id } as ComponentProps<typeof OomChoice>,
        createElement(OomSeasonChart, {
          sweepId: SWEEP,
          viewerPlayerId: VIEWER.id,
          viewerChart: createElement(OomProgressChart, { progress: season(VIEWER, [4, 2]) }),
        }),
        createElement(
          OomPlayerButton,
          { playerId: OTHER.id } as ComponentProps<typeof OomPlayerButton>,
          OTHER.fullName,
        ),
      ),
    ),
  );
}

describe("the order of merit's season chart", () => {
  it("shows the viewer's season as the page drew it, reading nothing", () => {
    renderChart();
    expect(screen.getByText(VIEWER.fullName).closest("figcaption")?.textContent).toBe(
      "Grace Holt: 2nd now, best 2nd, after 2 events.",
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("reads another player's season when their name is pressed, keeping the viewer's until it arrives", async () => {
    let answer: (response: Response) => void = () => {};
    vi.mocked(fetch).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderChart();
    fireEvent.click(screen.getByRole("button", { name: OTHER.fullName }));

    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(String(vi.mocked(fetch).mock.calls[0]![0])).toContain(`/players/${OTHER.id}/`);
    expect(screen.getByText(VIEWER.fullName)).toBeTruthy();

    answer(new Response(JSON.stringify(season(OTHER, [9, 5, 3])), { headers: { "content-type": "application/json" } }));
    await waitFor(() =>
      expect(screen.getByText(OTHER.fullName, { selector: "strong" }).closest("figcaption")?.textContent).toBe(
        "Sam Patel: 3rd now, best 3rd, after 3 events.",
      ),
    );
  });
});
