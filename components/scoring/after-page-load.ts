const IDLE_FALLBACK_MS = 2_000;

/**
 * Runs `work` once the page has loaded and the main thread is idle, so that what the page does not need to show
 * itself (the service worker, code fetched ahead of a tap) does not share a weak signal or a slow phone's CPU with
 * the first paint and hydration. Safari has no requestIdleCallback. Returns the cancel.
 */
export function afterPageLoad(work: () => void): () => void {
  let cancelIdle = () => {};
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(work);
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const timer = setTimeout(work, IDLE_FALLBACK_MS);
      cancelIdle = () => clearTimeout(timer);
    }
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
  return () => {
    window.removeEventListener("load", whenIdle);
    cancelIdle();
  };
}

/**
 * Runs each of `works` as afterPageLoad does, one per idle period, in order: fetching and starting several modules in
 * one callback made a task long enough to hold back a tap (a tenth of a second on a slow phone). Returns the cancel.
 */
export function afterPageLoadInTurns(works: ReadonlyArray<() => void>): () => void {
  let cancel = () => {};
  const runFrom = (index: number) => {
    const work = works[index];
    if (!work) return;
    cancel = afterPageLoad(() => {
      work();
      runFrom(index + 1);
    });
  };
  runFrom(0);
  return () => cancel();
}
