// The load generator, in a process of its own so that it never shares a core's event loop with the server or the
// benchmark: `tsx bench/http/load.ts <scenario.json>` runs autocannon for a warm-up and then the measured
// duration, and prints one line of JSON (LoadResult). Latencies are every response's own, so p95 is exact. An app
// started with SERVER_TIMING=true answers each request's steps in Server-Timing: their means come back too.
import fs from "node:fs";
import autocannon from "autocannon";
import type { LoadResult, LoadScenario, ScoreSlot } from "./scenario";

const scenario = JSON.parse(fs.readFileSync(process.argv[2]!, "utf8")) as LoadScenario;

type Headers = Record<string, string | string[] | undefined>;

/** The Server-Timing steps of the measured responses: each step's total time, over `responses`. */
class StepTotals {
  responses = 0;
  readonly #steps = new Map<string, number>();

  add(headers: Headers | undefined): void {
    const value = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === "server-timing")?.[1];
    if (typeof value !== "string") return;
    this.responses += 1;
    for (const metric of value.split(",")) {
      const [name, ...params] = metric.trim().split(";");
      const param = (key: string) => params.find((p) => p.startsWith(`${key}=`))?.slice(key.length + 1);
      this.#steps.set(name!, (this.#steps.get(name!) ?? 0) + Number(param("dur") ?? 0));
    }
  }

  means(): LoadResult["steps"] {
    if (this.responses === 0) return undefined;
    return Object.fromEntries([...this.#steps].map(([name, ms]) => [name, ms / this.responses]));
  }
}

/**
 * The score saves' holes, shared by the warm-up and the measured run: each carries the version and gross its last
 * answer left. A run that began again from the holes as first read would send the warm-up's holes with versions it
 * had already moved on, and a faster server that saved some twice in the warm-up answered those with 409.
 */
const scoreQueue: ScoreSlot[] = scenario.kind === "put-scores" ? scenario.slots.map((slot) => ({ ...slot })) : [];

/** The requests of a scenario, for one run of autocannon. */
function requestsOf(scenario: LoadScenario, steps: StepTotals): autocannon.Request[] {
  if (scenario.kind === "get") {
    let turn = 0;
    return [
      {
        method: "GET",
        setupRequest: (request) => {
          const target = scenario.targets[turn++ % scenario.targets.length]!;
          const headers = {
            ...(target.token ? { authorization: `Bearer ${target.token}` } : {}),
            ...(scenario.gzip ? { "accept-encoding": "gzip" } : {}),
          };
          return { ...request, path: target.path, headers };
        },
        onResponse: (_status, _body, _context, headers) => steps.add(headers),
      },
    ];
  }
  if (scenario.kind === "form") {
    let turn = 0;
    return [
      {
        method: "POST",
        setupRequest: (request) => ({
          ...request,
          path: scenario.path,
          headers: { ...scenario.headers, "content-type": "application/x-www-form-urlencoded" },
          body: scenario.bodies[turn++ % scenario.bodies.length]!,
        }),
      },
    ];
  }
  // Score saves: each request takes the hole longest untouched (so no two in flight are on one card while there
  // are fewer connections than cards), with a new Idempotency-Key, a gross other than the stored one and the
  // version its last answer gave, so every request is a real write.
  type SaveContext = { slot?: ScoreSlot };
  return [
    {
      method: "PUT",
      setupRequest: (request, context) => {
        const slot = scoreQueue.shift()!;
        (context as SaveContext).slot = slot;
        slot.gross = slot.gross === slot.par ? slot.par + 1 : slot.par;
        return {
          ...request,
          path: `/api/cards/${slot.cardId}/scores/${slot.scoreId}`,
          headers: {
            authorization: `Bearer ${slot.token}`,
            "content-type": "application/json",
            "idempotency-key": crypto.randomUUID(),
          },
          body: JSON.stringify({ hole: slot.hole, gross: slot.gross, version: slot.version }),
        };
      },
      onResponse: (status, body, context, headers) => {
        steps.add(headers);
        const slot = (context as SaveContext).slot!;
        if (status === 200) slot.version = (JSON.parse(body) as { version: number }).version;
        scoreQueue.push(slot);
      },
    },
  ];
}

async function run(seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const steps = new StepTotals();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: scenario.url,
        connections: scenario.connections,
        duration: seconds,
        timeout: 30,
        requests: requestsOf(scenario, steps),
      },
      (error, finished) => (error ? reject(error as Error) : resolve(finished)),
    );
    instance.on("response", (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  const unexpected = [...statuses]
    .filter(([status]) => status !== scenario.expectStatus)
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    requests: latencies.length,
    seconds,
    requestsPerSecond: latencies.length / seconds,
    mean: latencies.reduce((sum, ms) => sum + ms, 0) / latencies.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    unexpectedStatuses: unexpected,
    statuses: Object.fromEntries(statuses),
    errors: result.errors + result.timeouts,
    steps: steps.means(),
  };
}

if (scenario.warmupSeconds > 0) await run(scenario.warmupSeconds);
console.log(JSON.stringify(await run(scenario.durationSeconds)));
