// @vitest-environment happy-dom
import { renderHook, waitFor } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { SWRConfig } from "swr";
import { describe, expect, it, vi } from "vitest";
import { useServerData } from "@/lib/hooks/use-server-data";

const KEY = "/api/sweeps/5f0c7a52-6a39-4a8e-9a57-0d4b8a2f6a11/roster";
const fromPage = ["as the server page rendered it"];
const fromServer = ["as read again"];

/** One browser tab's SWR cache, shared by the mounts of one test, with no deduping so each read goes out. */
function tab() {
  const cache = new Map();
  return function Tab({ children }: { children: ReactNode }) {
    return createElement(SWRConfig, { value: { provider: () => cache, dedupingInterval: 0 } }, children);
  };
}

/** Long enough for SWR's mount read, which waits for the next animation frame. */
const afterMountRead = () => new Promise((resolve) => setTimeout(resolve, 100));

describe("useServerData", () => {
  it("shows the server page's data on first paint without reading it again", async () => {
    const fetcher = vi.fn(async () => fromServer);
    const { result } = renderHook(() => useServerData(KEY, fetcher, fromPage), { wrapper: tab() });
    expect(result.current.data).toBe(fromPage);
    await afterMountRead();
    expect(fetcher).not.toHaveBeenCalled();
    expect(result.current.data).toBe(fromPage);
  });

  it("reads again when mounted over data cached earlier, which may be older than the server's", async () => {
    const wrapper = tab();
    const fetcher = vi.fn(async () => fromServer);
    renderHook(() => useServerData(KEY, fetcher, fromPage), { wrapper }).unmount();
    const { result } = renderHook(() => useServerData(KEY, fetcher, fromPage), { wrapper });
    await waitFor(() => expect(result.current.data).toBe(fromServer));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("reads on mount when the caller asks for it, or when the page sent no data", async () => {
    const asked = vi.fn(async () => fromServer);
    renderHook(() => useServerData(KEY, asked, fromPage, { revalidateOnMount: true }), { wrapper: tab() });
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));

    const unsent = vi.fn(async () => fromServer);
    const { result } = renderHook(() => useServerData(KEY, unsent, undefined), { wrapper: tab() });
    await waitFor(() => expect(result.current.data).toBe(fromServer));
  });
});
