import "server-only";
import { AppError } from "../errors";

// The largest body any endpoint takes: a course with its holes and tees, the largest, is a few kB. A bigger body
// is refused as it arrives rather than held in memory whole (a client could otherwise send gigabytes).
export const MAX_BODY_BYTES = 256 * 1024;

const TOO_LARGE = new AppError("too_large", `The request body is too large: send at most ${MAX_BODY_BYTES / 1024} kB.`);

/** The request's body as text, refused with 413 once it passes MAX_BODY_BYTES (declared or counted as it streams). */
export async function readBodyText(req: Request): Promise<string> {
  if (Number(req.headers.get("content-length") ?? "0") > MAX_BODY_BYTES) throw TOO_LARGE;
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      // Not awaited: on a clone (a tee) the cancel settles only once the other branch is cancelled too.
      void reader.cancel().catch(() => {});
      throw TOO_LARGE;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
