import { vi } from "vitest";
import type { ScoreConflict } from "@/lib/validation/scorecards";
import { buildCard, EMPTY_GROSS, scoreIdOf } from "./card-fixture";

/** What goes wrong with the next request, in order of the requests. */
export type Trouble =
  /** No signal: the request never reaches the server. */
  | "offline"
  /** The phantom save: the server commits, and the answer is lost on the way back. */
  | "lost-answer"
  | "server-error"
  | { refuse: number; detail: string };

type Answer = { status: number; body: unknown };

const problem = (status: number, detail: string, extensions: Record<string, unknown> = {}): Answer => ({
  status,
  body: { type: "/problems/x", title: "x", status, detail, code: "conflict", ...extensions },
});

/**
 * PUT /api/cards/{cardId}/scores/{scoreId} and GET /api/scorecards/{cardId} as the server answers them: versions,
 * 409 with the current value for a stale write, and an Idempotency-Key answered again with its first answer.
 */
export class FakeScoreServer {
  gross: Array<number | null> = [...EMPTY_GROSS];
  versions: number[] = Array<number>(18).fill(0);
  cardVersion = 0;
  /** Every accepted change, as the card's history keeps them. */
  readonly changes: Array<{ holeNumber: number; gross: number | null; key: string | null }> = [];
  readonly troubles: Trouble[] = [];
  readonly puts: Array<{ holeNumber: number; gross: number | null; version: number; key: string | null }> = [];
  private readonly answered = new Map<string, Answer>();
  readonly fetch = vi.fn((url: string, init: RequestInit) => this.handle(url, init));

  constructor(readonly cardId: string) {}

  card = () => buildCard(this.gross, { versions: this.versions, cardVersion: this.cardVersion, cardId: this.cardId });

  /** Someone else (the marker) changes a hole. */
  changeByMarker(holeNumber: number, gross: number | null) {
    this.accept(holeNumber, gross, null);
  }

  private accept(holeNumber: number, gross: number | null, key: string | null) {
    this.gross[holeNumber - 1] = gross;
    this.versions[holeNumber - 1] = (this.versions[holeNumber - 1] ?? 0) + 1;
    this.cardVersion += 1;
    this.changes.push({ holeNumber, gross, key });
  }

  async handle(url: string, init: RequestInit): Promise<Response> {
    const trouble = this.troubles.shift();
    if (trouble === "offline") throw new TypeError("Failed to fetch");
    if (trouble === "server-error") return this.respond(problem(500, "Something went wrong on the server."));
    if (typeof trouble === "object") return this.respond(problem(trouble.refuse, trouble.detail));
    if (init.method === "GET") return this.respond({ status: 200, body: this.card() });

    const key = new Headers(init.headers).get("idempotency-key");
    const body = JSON.parse(String(init.body)) as { gross: number | null; hole: number; version: number };
    this.puts.push({ holeNumber: body.hole, gross: body.gross, version: body.version, key });
    if (url !== `/api/cards/${this.cardId}/scores/${scoreIdOf(body.hole)}`)
      return this.respond(problem(404, "No such score."));
    const answer = (key ? this.answered.get(key) : undefined) ?? this.write(body, key);
    if (key) this.answered.set(key, answer);
    if (trouble === "lost-answer") throw new TypeError("Failed to fetch");
    return this.respond(answer);
  }

  private write(body: { gross: number | null; hole: number; version: number }, key: string | null): Answer {
    const at = body.hole - 1;
    if (body.version !== this.versions[at]) {
      const conflict: ScoreConflict = {
        holeNumber: body.hole,
        current: {
          gross: this.gross[at] ?? null,
          version: this.versions[at] ?? 0,
          by: { id: "a0000000-0000-4000-8000-000000000002", fullName: "Sam Reid" },
          role: "marker",
        },
      };
      return problem(409, `Hole ${body.hole} was changed by Sam Reid meanwhile.`, { conflict });
    }
    this.accept(body.hole, body.gross, key);
    const card = this.card();
    return { status: 200, body: { ...card.scores[at], card } };
  }

  private respond({ status, body }: Answer): Response {
    const type = status >= 400 ? "application/problem+json" : "application/json";
    return new Response(JSON.stringify(body), { status, headers: { "content-type": type } });
  }
}
