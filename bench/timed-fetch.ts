// Requests timed from a thread of their own. A benchmark that also reads thousands of open streams is itself busy
// when an answer arrives, so a request timed on its own thread would count the benchmark's wait as the server's.
import { Worker } from "node:worker_threads";

export type TimedAnswer = { status: number; body: string; ms: number };

const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
parentPort.on("message", async ({ id, url, init }) => {
  const startedAt = performance.now();
  try {
    const response = await fetch(url, init);
    const body = await response.text();
    parentPort.postMessage({ id, answer: { status: response.status, body, ms: performance.now() - startedAt } });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});`;

type Reply = { id: number; answer?: TimedAnswer; error?: string };

/** A fetch whose time runs from sending to the whole answer, measured on another thread; close() ends the thread. */
export function timedFetcher() {
  const worker = new Worker(WORKER_SOURCE, { eval: true });
  const waiting = new Map<number, { resolve: (answer: TimedAnswer) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  worker.on("message", ({ id, answer, error }: Reply) => {
    const caller = waiting.get(id);
    waiting.delete(id);
    if (answer) caller?.resolve(answer);
    else caller?.reject(new Error(error));
  });
  return {
    fetch: (url: string, init: { method: string; headers: Record<string, string>; body?: string }) =>
      new Promise<TimedAnswer>((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, url, init });
      }),
    close: () => worker.terminate(),
  };
}
