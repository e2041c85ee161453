import { type LiveMessage, liveMessageSchema } from "@/lib/validation/live";

export type StreamMessage = { id: string | null; message: LiveMessage };

/**
 * Reads a text/event-stream as a browser's EventSource would (id and data fields, comments skipped), one message
 * at a time with a deadline, so tests, the e2e specs and the benchmark can wait for exactly what they expect.
 */
export class EventStreamReader {
  readonly #reader: ReadableStreamDefaultReader<Uint8Array>;
  readonly #decoder = new TextDecoder();
  #buffer = "";
  #pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  /** Comments received so far (heartbeats). */
  comments = 0;

  constructor(body: ReadableStream<Uint8Array> | null) {
    if (!body) throw new Error("The response has no body to stream.");
    this.#reader = body.getReader();
  }

  /** The next message; fails when none comes within the deadline. */
  async next(timeoutMs = 2_000): Promise<StreamMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const message = this.#take();
      if (message) return message;
      const chunk = await this.#read(deadline - Date.now());
      if (chunk === "timeout") throw new Error(`No stream message within ${timeoutMs} ms`);
      if (chunk.done) throw new Error("The stream ended");
      this.#buffer += this.#decoder.decode(chunk.value, { stream: true });
    }
  }

  /** Skips messages until one matches (a stream may also carry other events' news). */
  async nextMatching(matches: (message: LiveMessage) => boolean, timeoutMs = 2_000): Promise<StreamMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const received = await this.next(Math.max(0, deadline - Date.now()));
      if (matches(received.message)) return received;
    }
  }

  /** Waits the whole period and returns what arrived (nothing, when nothing should). */
  async collect(periodMs: number): Promise<LiveMessage[]> {
    const received: LiveMessage[] = [];
    const deadline = Date.now() + periodMs;
    while (Date.now() < deadline) {
      try {
        received.push((await this.next(deadline - Date.now())).message);
      } catch {
        break;
      }
    }
    return received;
  }

  async close(): Promise<void> {
    await this.#reader.cancel().catch(() => {});
  }

  async #read(timeoutMs: number): Promise<ReadableStreamReadResult<Uint8Array> | "timeout"> {
    // One read stays pending across deadlines, and is let go only once its chunk has been handed to a caller: a
    // chunk that arrives after a deadline is kept for the next read, not lost.
    this.#pending ??= this.#reader.read();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<"timeout">(
      (resolve) => (timer = setTimeout(() => resolve("timeout"), Math.max(0, timeoutMs))),
    );
    const result = await Promise.race([this.#pending, timeout]).finally(() => clearTimeout(timer));
    if (result !== "timeout") this.#pending = null;
    return result;
  }

  #take(): StreamMessage | null {
    for (;;) {
      const end = this.#buffer.indexOf("\n\n");
      if (end < 0) return null;
      const block = this.#buffer.slice(0, end);
      this.#buffer = this.#buffer.slice(end + 2);
      let id: string | null = null;
      const data: string[] = [];
      for (const line of block.split("\n")) {
        if (line.startsWith(":")) this.comments += 1;
        else if (line.startsWith("id: ")) id = line.slice(4);
        else if (line.startsWith("data: ")) data.push(line.slice(6));
      }
      if (data.length > 0) return { id, message: liveMessageSchema.parse(JSON.parse(data.join("\n"))) };
    }
  }
}
