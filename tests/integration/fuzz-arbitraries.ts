// Requests for the fuzzing suite, generated from an endpoint's declared zod schemas (through their JSON Schema,
// which names every field, type and bound) and deliberately outside them: wrong types, empty and huge strings,
// NUL and other control characters, unusual Unicode, numbers at and just past every bound, unknown fields.
import fc from "fast-check";
import { z } from "zod";

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
};

/** What a client sends: the schema before its transforms; refinements JSON Schema cannot say are left to the server. */
export const jsonSchemaOf = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

/** Real ids of the fixture by the name of the field or parameter that takes them, so that some requests reach deep. */
export type IdPool = Record<string, readonly string[]>;

const MEGABYTE = "x".repeat(1 << 20);

/** Strings probers send: empty, blank, control characters, invisible and reordering marks, astral and broken Unicode, injections. */
export const NASTY_STRINGS: readonly string[] = [
  "",
  " ",
  "\u0000",
  "nul\u0000inside",
  "\t\r\n",
  "bell\u0007",
  "\u007f",
  "\u0085next-line",
  "\u200b\u200d",
  "\u202eevil\u202c",
  "\ufeffbom",
  "🏌️‍♀️ Golfer",
  "Ωmega Šwing",
  "𝔊𝔬𝔩𝔣",
  "lone\ud800surrogate",
  "e\u0301\u0301\u0301",
  "' OR 1=1 --",
  '"; DROP TABLE "User"; --',
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "%00",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "0x1F",
  "+2",
  "-3.5",
  "54.1",
  " 12 ",
  "2026-02-30",
  "2026-13-01",
  "0000-01-01",
  "275760-09-13",
  "2026-06-07T25:00:00Z",
  "00000000-0000-0000-0000-000000000000",
  "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF",
  "{1c6b1b8e-3b55-4a4b-9a52-5d7e0f2f3b01}",
  "{}",
  "[]",
  "__proto__",
];

const NASTY_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1.5,
  -2.25,
  0.1,
  1e21,
  -1e21,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
];

/** Any JSON value of the wrong kind for a field. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(...NASTY_NUMBERS),
  fc.constantFrom(...NASTY_STRINGS),
  fc.constant([]),
  fc.constant({}),
  fc.constant([null, "x", 1]),
  fc.constant({ nested: { deeper: ["x"] } }),
);

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/** Strings of lengths at and just past the declared bounds, in plain, multi-byte and astral characters. */
function stringsAtBounds(schema: JsonSchema): fc.Arbitrary<string> {
  const lengths = [0, 1, schema.minLength, schema.maxLength]
    .filter((length): length is number => length !== undefined)
    .flatMap((length) => [length - 1, length, length + 1])
    .filter((length) => length >= 0 && length <= 5_000);
  return fc
    .tuple(fc.constantFrom(...new Set(lengths)), fc.constantFrom("x", "é", "🏌", " ", "\u200b"))
    .map(([length, unit]) => unit.repeat(length));
}

/** Dates as typed, near today and not, and at the edges: the first and last days the API takes, the days just
 * outside, years the database cannot hold (0) or should not (9999), and digits of another script. */
const dates = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2100-12-31T00:00:00Z"), noInvalidDate: true })
      .chain((date) => fc.constantFrom(date.toISOString().slice(0, 10), date.toISOString())),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "1900-01-01",
      "2100-12-31",
      "1899-12-31",
      "2101-01-01",
      "0000-01-01",
      "0000-01-01T00:00:00Z",
      "9999-12-31",
      "２０２６-０６-０７",
    ),
  },
);

function conformingString(name: string, schema: JsonSchema, ids: IdPool): fc.Arbitrary<string> {
  if (schema.format === "uuid" || schema.format === "guid") {
    const known = ids[name] ?? ids.any ?? [];
    return known.length > 0
      ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: fc.uuid() })
      : fc.uuid();
  }
  if (schema.format === "date" || schema.format === "date-time") return dates;
  if (schema.format === "email") return fc.emailAddress();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const maxLength = Math.min(schema.maxLength ?? 40, 60);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength: Math.max(minLength, 1), maxLength, unit: "grapheme" }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: "binary" }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "+2",
        "12.3",
        "-1.5",
        "36",
        "54",
        "Sunday Swingers",
        "alex@example.org",
        "a-long-and-unusual-passphrase",
      ),
    },
  );
}

function conformingNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -1_000, -1_000);
  const max = Math.min(schema.maximum ?? 1_000, 1_000);
  const [low, high] = min <= max ? [min, max] : [schema.minimum ?? 0, schema.minimum ?? 0];
  const range = (from: number, to: number) =>
    integer
      ? fc.integer({ min: Math.ceil(from), max: Math.floor(to) })
      : fc.double({ min: from, max: to, noNaN: true });
  // Mostly small numbers, as golf has them (a gross, a hole, a version, a handicap), so that whole requests succeed.
  const [smallLow, smallHigh] = [Math.max(low, -2), Math.min(high, 20)];
  const bounds = [schema.minimum, schema.maximum].filter((bound): bound is number => bound !== undefined);
  const [tinyLow, tinyHigh] = [Math.max(low, 0), Math.min(high, 3)];
  const options: Array<fc.WeightedArbitrary<number>> = [{ weight: 2, arbitrary: range(low, high) }];
  if (smallLow <= smallHigh) options.push({ weight: 3, arbitrary: range(smallLow, smallHigh) });
  if (tinyLow <= tinyHigh) options.push({ weight: 3, arbitrary: range(tinyLow, tinyHigh) });
  if (bounds.length > 0) options.push({ weight: 1, arbitrary: fc.constantFrom(...bounds) });
  return fc.oneof(...options);
}

/** A value of the declared type within the declared bounds (refinements aside: those are the server's to judge). */
export function conforming(name: string, schema: JsonSchema, ids: IdPool): fc.Arbitrary<unknown> {
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map((branch) => conforming(name, branch, ids)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => conforming(name, { ...schema, type }, ids)));
  switch (types[0]) {
    case "string":
      return conformingString(name, schema, ids);
    case "integer":
      return conformingNumber(schema, true);
    case "number":
      return conformingNumber(schema, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? 5, Math.max(minLength, 5), 20);
      return fc.array(conforming(name, schema.items ?? {}, ids), { minLength, maxLength });
    }
    case "object":
      return conformingObject(schema, ids);
    default:
      return anyJson;
  }
}

function conformingObject(schema: JsonSchema, ids: IdPool): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const model = Object.fromEntries(properties.map(([name, property]) => [name, conforming(name, property, ids)]));
  return fc.record(model, { requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)) });
}

/** A value outside the declaration: the wrong type, past a bound, or a string a prober sends. */
export function hostile(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const pastBounds: Array<fc.Arbitrary<unknown>> = [];
  if (types.includes("string") || types.length === 0) {
    pastBounds.push(
      stringsAtBounds(schema),
      fc.constantFrom(...NASTY_STRINGS),
      fc.string({ maxLength: 30, unit: "binary" }),
    );
  }
  if (types.includes("integer") || types.includes("number")) {
    const edges = [schema.minimum, schema.maximum]
      .filter((bound): bound is number => bound !== undefined)
      .flatMap((bound) => [bound - 1, bound + 1, bound - 0.5, bound + 0.5]);
    pastBounds.push(fc.constantFrom(...NASTY_NUMBERS, ...edges));
  }
  if (types.includes("array")) {
    const items = schema.items ?? {};
    const over = (schema.maxItems ?? 20) + 1;
    pastBounds.push(
      fc.array(hostile(items), { minLength: 1, maxLength: 3 }),
      fc.constant(Array.from({ length: over }, () => ({}))),
      fc.constant(Array.from({ length: 10_000 }, (_, i) => i)),
    );
  }
  return fc.oneof(
    { weight: 2, arbitrary: anyJson },
    { weight: 1, arbitrary: fc.constant(MEGABYTE) },
    ...pastBounds.map((arbitrary) => ({ weight: 3, arbitrary })),
  );
}

const UNKNOWN_FIELDS = [
  "__proto__",
  "constructor",
  "prototype",
  "isAdmin",
  "ownerId",
  "approved",
  "role",
  "userId",
  "sessionVersion",
  "extra",
];

/** Fields no schema declares, with any value: mass assignment and prototype pollution attempts. */
const unknownFields = fc.array(fc.tuple(fc.constantFrom(...UNKNOWN_FIELDS), anyJson), { maxLength: 3 });

function withOwnFields(target: Record<string, unknown>, fields: Array<[string, unknown]>): Record<string, unknown> {
  // defineProperty, so that "__proto__" becomes a field of the JSON rather than the object's prototype.
  for (const [name, value] of fields)
    Object.defineProperty(target, name, { value, enumerable: true, configurable: true, writable: true });
  return target;
}

type Choice = "keep" | "break" | "omit";

/**
 * A body for an object schema: each field kept within its declaration, broken, or left out, plus unknown fields;
 * sometimes the whole body is well formed, sometimes it is not an object at all.
 */
export function body(schema: JsonSchema, ids: IdPool): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const choices = fc.tuple(
    ...properties.map(() => fc.constantFrom<Choice>("keep", "keep", "keep", "break", "break", "omit")),
  );
  const mutated = fc
    .tuple(
      choices,
      conformingObject(schema, ids),
      fc.tuple(...properties.map(([, property]) => hostile(property))),
      unknownFields,
    )
    .map(([decided, kept, broken, unknown]) => {
      const result: Record<string, unknown> = {};
      properties.forEach(([name], at) => {
        if (decided[at] === "keep" && name in kept) result[name] = kept[name];
        if (decided[at] === "break") result[name] = broken[at];
      });
      return withOwnFields(result, unknown);
    });
  return fc.oneof(
    { weight: 3, arbitrary: conformingObject(schema, ids) },
    { weight: 6, arbitrary: mutated },
    { weight: 1, arbitrary: anyJson },
  );
}

/** A path parameter: a real id (of the right kind or not), any UUID, or something no route would ever name. */
export function pathParam(name: string, ids: IdPool): fc.Arbitrary<string> {
  const known = ids[name] ?? [];
  const hostileParam = fc.oneof(
    fc.constantFrom(...NASTY_STRINGS.filter((value) => value !== "")),
    fc.string({ minLength: 1, maxLength: 40, unit: "binary" }),
    fc.constant("x".repeat(10_000)),
    fc.uuid().map((id) => id.toUpperCase()),
    fc.uuid().map((id) => ` ${id}`),
  );
  return fc.oneof(
    ...(known.length > 0 ? [{ weight: 5, arbitrary: fc.constantFrom(...known) }] : []),
    { weight: 1, arbitrary: fc.constantFrom(...(ids.any ?? [])) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: hostileParam },
  );
}

/** A query string for a query schema: its declared parameters as text (kept, broken or left out), plus unknown ones. */
export function queryString(schema: JsonSchema, ids: IdPool): fc.Arbitrary<string> {
  const names = Object.keys(schema.properties ?? {});
  const value = (name: string) =>
    fc.oneof(
      conforming(name, schema.properties?.[name] ?? {}, ids).map((v) =>
        typeof v === "string" ? v : (JSON.stringify(v) ?? ""),
      ),
      fc.integer({ min: -5, max: 25 }).map(String),
      fc.constantFrom(...NASTY_STRINGS),
      fc.constant("9".repeat(400)),
    );
  const pair = fc.oneof(
    ...names.map((name) => value(name).map((v) => [name, v] as const)),
    fc.tuple(fc.constantFrom("unknown", "__proto__", "hole[]"), fc.constantFrom(...NASTY_STRINGS)),
  );
  return fc.array(pair, { maxLength: 4 }).map((pairs) => new URLSearchParams(pairs.map(([k, v]) => [k, v])).toString());
}

// What HTTP allows in a header value: visible ASCII and spaces inside (no NUL, CR or LF: those never reach a server).
const headerText = (maxLength: number) =>
  fc
    .string({ maxLength, unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)) })
    .map((value) => value.trim());

/** A value for a declared request header: well formed or not, within HTTP's own rules. */
export function headerValue(name: string, schema: JsonSchema): fc.Arbitrary<string> {
  const conformingValue =
    schema.format === "uuid" || schema.format === "guid" ? fc.uuid() : headerText(schema.maxLength ?? 40);
  return fc.oneof(
    { weight: 3, arbitrary: conformingValue },
    { weight: 1, arbitrary: headerText(60) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "",
        "not-a-uuid",
        "00000000-0000-0000-0000-000000000000",
        `W/"${name}"`,
        "*",
        "x".repeat(8_000),
      ),
    },
  );
}
