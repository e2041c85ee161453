import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { type ListenClient, postgresSource } from "@/lib/server/live/notice-sources";
import { LIVE_CHANNEL } from "@/lib/server/live/notify";

/** A stand-in for pg.Client: connects or refuses as told, and can be dropped as a database restart drops it. */
class FakeClient extends EventEmitter {
  statements: string[] = [];
  isEnded = false;
  constructor(private readonly refuses: boolean) {
    super();
  }
  async connect() {
    if (this.refuses) throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
  }
  async query(sql: string) {
    this.statements.push(sql);
    return { rows: [] };
  }
  async end() {
    this.isEnded = true;
  }
  notify(payload: string, channel = LIVE_CHANNEL) {
    this.emit("notification", { channel, payload, processId: 1 });
  }
  drop() {
    this.emit("error", new Error("terminating connection due to administrator command"));
    this.emit("end");
  }
}

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
};

describe("the PostgreSQL LISTEN connection", () => {
  it("comes back after the database drops it, retrying while refused, and then asks everyone to resync", async () => {
    const clients: FakeClient[] = [];
    const refusals = [false, true, true, false];
    const source = postgresSource("postgresql://unused", {
      reconnect: { firstDelayMs: 2, maxDelayMs: 10 },
      createClient: () => {
        const client = new FakeClient(refusals[clients.length] ?? false);
        clients.push(client);
        return client as unknown as ListenClient;
      },
    });
    const notices: string[] = [];
    let gaps = 0;
    await source.start(
      (payload) => notices.push(payload),
      () => (gaps += 1),
    );
    expect(clients[0]!.statements).toEqual([`LISTEN ${LIVE_CHANNEL}`]);
    clients[0]!.notify("before");
    clients[0]!.notify("someone else's channel", "other");

    clients[0]!.drop();
    await until(() => gaps === 1);
    expect(clients).toHaveLength(4);
    expect(clients.slice(1, 3).every((refused) => refused.isEnded)).toBe(true);
    expect(clients[3]!.statements).toEqual([`LISTEN ${LIVE_CHANNEL}`]);
    clients[3]!.notify("after");
    expect(notices).toEqual(["before", "after"]);

    await source.stop();
    expect(clients[3]!.isEnded).toBe(true);
    clients[3]!.emit("end");
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(clients, "a stopped source does not reconnect").toHaveLength(4);
  });

  it("refuses to start when the database cannot be reached, leaving nothing open", async () => {
    const clients: FakeClient[] = [];
    const source = postgresSource("postgresql://unused", {
      createClient: () => {
        const client = new FakeClient(true);
        clients.push(client);
        return client as unknown as ListenClient;
      },
    });
    await expect(
      source.start(
        () => {},
        () => {},
      ),
    ).rejects.toThrow("ECONNREFUSED");
    expect(clients.map((client) => client.isEnded)).toEqual([true]);
  });
});
