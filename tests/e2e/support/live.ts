// Plain-HTTP helpers for live updates, shared by the http e2e specs and bench/live.bench.ts: a signed-in client
// (fetch with a small cookie jar, as a browser would send), a scoring event of its own, saves and event streams.
import { EventStreamReader } from "../../integration/live-stream";
import { londonDay } from "./days";

export type ScoringCard = {
  sweepId: string;
  eventId: string;
  cardId: string;
  scores: Array<{ id: string; holeNumber: number; version: number }>;
};

export class LiveSession {
  readonly #cookies = new Map<string, string>();
  constructor(readonly baseURL: string) {}

  /** The Cookie header this session sends, for requests made elsewhere (an event stream). */
  get cookie(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("cookie", this.cookie);
    const xsrf = this.#cookies.get("XSRF-TOKEN");
    if (xsrf && init.method && init.method !== "GET") headers.set("x-xsrf-token", decodeURIComponent(xsrf));
    const response = await fetch(`${this.baseURL}${path}`, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      this.#cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return response;
  }

  async json<T>(method: "GET" | "POST" | "PUT", path: string, body?: unknown): Promise<T> {
    const response = await this.fetch(path, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { "content-type": "application/json" } }),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }
}

/** A demo member (README "The demo society"), signed in through next-auth's credentials endpoint. */
export async function signInDemoMember(baseURL: string, email: string): Promise<LiveSession> {
  const session = new LiveSession(baseURL);
  await (await session.fetch("/authentication/login")).arrayBuffer();
  await signIn(session, email, "sweeps-demo");
  return session;
}

/** Alex, the demo society's owner. */
export const signInDemoOwner = (baseURL: string) => signInDemoMember(baseURL, "alex@example.com");

/** A new account of its own, registered and signed in: for a spec that ends its sessions, which the demo owner's other specs need. */
export async function signInNewUser(baseURL: string, label: string): Promise<LiveSession> {
  const session = new LiveSession(baseURL);
  await (await session.fetch("/authentication/login")).arrayBuffer();
  const email = `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const password = "live-fairway-bunker-42";
  await session.json("POST", "/api/account/register", { firstName: "Live", lastName: "Viewer", email, password });
  await signIn(session, email, password);
  return session;
}

async function signIn(session: LiveSession, email: string, password: string): Promise<void> {
  const { csrfToken } = await session.json<{ csrfToken: string }>("GET", "/api/auth/csrf");
  const form = new URLSearchParams({ email, password, csrfToken, json: "true" });
  const signedIn = await session.fetch("/api/auth/callback/credentials", { method: "POST", body: form });
  if (!signedIn.ok) throw new Error(`${email} could not sign in: ${signedIn.status}`);
  // As next-auth's client does after signing in; its answer renews the anti-forgery cookie for the new session.
  await (await session.fetch("/api/auth/session")).arrayBuffer();
}

/** Signs out through next-auth's endpoint, as the app's "Sign out" and "Sign out everywhere" buttons do. */
export async function signOut(session: LiveSession): Promise<void> {
  const { csrfToken } = await session.json<{ csrfToken: string }>("GET", "/api/auth/csrf");
  const signedOut = await session.fetch("/api/auth/signout", {
    method: "POST",
    body: new URLSearchParams({ csrfToken, json: "true" }),
  });
  if (!signedOut.ok) throw new Error(`Signing out answered ${signedOut.status}`);
}

/**
 * A sweep of the signed-in user's own with a course, one drawn event and their card in it, made through the API:
 * specs share the demo society, so a live spec changes nothing another spec looks at. Each spec signs in a demo
 * member of its own for it: a member may create only a few sweeps an hour (lib/server/auth/write-limits.ts).
 */
export async function createScoringEvent(session: LiveSession, label: string): Promise<ScoringCard> {
  const sweep = await session.json<{ id: string }>("POST", "/api/sweeps/createSweep", {
    name: `Live ${label} ${Date.now().toString(36)}`,
  });
  const holes = Array.from({ length: 18 }, (_, i) => ({ number: i + 1, par: 4, index: i + 1 }));
  const course = await session.json<{ id: string }>("POST", "/api/courses", {
    sweepId: sweep.id,
    name: "Live Links",
    holes,
  });
  const event = await session.json<{ id: string }>("POST", "/api/events", {
    sweepId: sweep.id,
    courseId: course.id,
    date: londonDay(7),
  });
  await session.json("POST", "/api/entries/enter", { id: event.id });
  await session.json("POST", `/api/events/draw/${event.id}`, {});
  const [card] = await session.json<Array<{ id: string }>>("GET", `/api/events/${event.id}/cards`);
  if (!card) throw new Error("The drawn event has no card");
  const { scores } = await session.json<{ scores: ScoringCard["scores"] }>("GET", `/api/scorecards/${card.id}`);
  return { sweepId: sweep.id, eventId: event.id, cardId: card.id, scores };
}

/** Makes `session` a member of the sweep through an invite link that joins at once, made by its owner `owner`. */
export async function joinSweep(owner: LiveSession, sweepId: string, session: LiveSession): Promise<void> {
  const invite = await owner.json<{ path: string }>("POST", `/api/sweeps/${sweepId}/invites`, { joinDirectly: true });
  await session.json("POST", `/api/invites/${invite.path.split("/").pop()}`);
}

/** The keypad's save of one hole (PUT /api/cards/{cardId}/scores/{scoreId}), based on the version last read. */
export async function saveScore(
  session: LiveSession,
  card: ScoringCard,
  holeNumber: number,
  gross: number,
): Promise<void> {
  const score = card.scores.find((row) => row.holeNumber === holeNumber);
  if (!score) throw new Error(`No hole ${holeNumber} on the card`);
  const saved = await session.json<{ version: number }>("PUT", `/api/cards/${card.cardId}/scores/${score.id}`, {
    hole: holeNumber,
    gross,
    version: score.version,
  });
  score.version = saved.version;
}

/** GET /api/events/{eventId}/stream read as it arrives, as an EventSource of this session would. */
export async function openEventStream(baseURL: string, eventId: string, cookie: string) {
  const disconnect = new AbortController();
  const response = await fetch(`${baseURL}/api/events/${eventId}/stream`, {
    headers: { cookie, accept: "text/event-stream" },
    signal: disconnect.signal,
  });
  const reader = new EventStreamReader(response.body);
  const close = async () => {
    await reader.close();
    disconnect.abort();
  };
  return { response, reader, close };
}
