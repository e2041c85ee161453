import "server-only";
import openApiDocument from "@/docs/openapi.json";

// The methods each API path answers, read from the published OpenAPI document (generated from the route modules),
// so that proxy.ts can answer a method a route does not export with a problem+json 405 and its Allow header
// instead of Next's empty one.

type Template = { segments: string[]; parameterCount: number; methods: string[] };

const TEMPLATES: Template[] = Object.entries(openApiDocument.paths as Record<string, Record<string, unknown>>).map(
  ([path, operations]) => {
    const segments = path.split("/").filter(Boolean);
    const documented = Object.keys(operations).map((method) => method.toUpperCase());
    // Next answers HEAD for every GET handler, and OPTIONS for every route.
    const methods = [...documented, ...(documented.includes("GET") ? ["HEAD"] : []), "OPTIONS"];
    return { segments, parameterCount: segments.filter(isParameter).length, methods };
  },
);

function isParameter(segment: string): boolean {
  return segment.startsWith("{") && segment.endsWith("}");
}

function matches(template: Template, segments: string[]): boolean {
  return (
    template.segments.length === segments.length &&
    template.segments.every((part, i) => (isParameter(part) ? segments[i] !== "" : part === segments[i]))
  );
}

/** The methods a documented API path answers, or null for a path the document does not know (next-auth's, a 404). */
export function allowedMethodsFor(pathname: string): string[] | null {
  const segments = pathname
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  // A fixed segment wins over a parameter, as in Next's routing (/api/sweeps/admin before /api/sweeps/{sweepId}).
  const [best] = TEMPLATES.filter((template) => matches(template, segments)).sort(
    (a, b) => a.parameterCount - b.parameterCount,
  );
  return best?.methods ?? null;
}
