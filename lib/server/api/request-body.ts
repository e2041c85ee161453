import "server-only";
import { AppError } from "../errors";

// The largest body an endpoint takes unless its contract says otherwise: a course with its holes and tees, the
// largest, is a few kB. A bigger body is refused as it arrives rather than held in memory whole (a client could
// otherwise send gigabytes).
export const MAX_BODY_BYTES = 256 * 1024;

const tooLarge = (limit: number) =>
  new AppError("too_large", `The request body is too large: send at most ${sizeInWords(limit)}.`);
const sizeInWords = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} kB`);

/** The request's body as text, refused with 413 once it passes the limit (declared or counted as it streams). */
export async function readBodyText(req: Request, limit = MAX_BODY_BYTES): Promise<string> {
  if (Number(req.headers.get("content-length") ?? "0") > limit) throw tooLarge(limit);
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: on a clone (a tee) the cancel settles only once the other branch is cancelled too.
      void reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
