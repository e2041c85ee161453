// Live updates against the built app over real HTTP: the event stream passes through Next and proxy.ts unbuffered,
// and a score saved through the API reaches it within the two seconds the issue allows.
import { expect, test } from "@playwright/test";
import {
  createScoringEvent,
  openEventStream,
  saveScore,
  signInDemoMember,
  signInNewUser,
  signOut,
} from "../support/live";

test("a score saved through the API reaches an open event stream within 2 s", async ({ baseURL }) => {
  const session = await signInDemoMember(baseURL!, "ravi@example.com");
  const card = await createScoringEvent(session, "stream");
  const stream = await openEventStream(baseURL!, card.eventId, session.cookie);
  try {
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(stream.response.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect((await stream.reader.next()).message, "the first message arrives while the response is still open").toEqual({
      type: "ready",
    });

    const savedAt = Date.now();
    await saveScore(session, card, 1, 5);
    const { message } = await stream.reader.next(2_000);
    expect(message).toMatchObject({ type: "card", eventId: card.eventId, cardId: card.cardId, hole: 1 });
    expect(Date.now() - savedAt).toBeLessThan(2_000);
  } finally {
    await stream.close();
  }
});

test("a stream reopened with Last-Event-ID is told to resync, and strangers are refused", async ({ baseURL }) => {
  const session = await signInDemoMember(baseURL!, "kate@example.com");
  const card = await createScoringEvent(session, "resync");
  const reconnect = await fetch(`${baseURL}/api/events/${card.eventId}/stream`, {
    headers: { cookie: session.cookie, "last-event-id": "7" },
  });
  const anonymous = await fetch(`${baseURL}/api/events/${card.eventId}/stream`);
  try {
    const body = reconnect.body!.getReader();
    const first = new TextDecoder().decode((await body.read()).value);
    expect(first).toContain('data: {"type":"resync"}');
    await body.cancel();
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("content-type")).toBe("application/problem+json");
  } finally {
    await anonymous.body?.cancel();
  }
});

test("signing out ends the session's open stream with a last revoked message, and its reopening is refused", async ({
  baseURL,
}) => {
  const session = await signInNewUser(baseURL!, "signout-stream");
  const card = await createScoringEvent(session, "signout");
  const cookie = session.cookie;
  const stream = await openEventStream(baseURL!, card.eventId, cookie);
  try {
    expect((await stream.reader.next()).message).toEqual({ type: "ready" });

    await signOut(session);
    expect((await stream.reader.next(5_000)).message).toMatchObject({ type: "revoked", status: 401 });
    await expect(stream.reader.next(5_000)).rejects.toThrow("The stream ended");

    const reopened = await fetch(`${baseURL}/api/events/${card.eventId}/stream`, { headers: { cookie } });
    expect(reopened.status).toBe(401);
    expect(reopened.headers.get("content-type")).toBe("application/problem+json");
  } finally {
    await stream.close();
  }
});
