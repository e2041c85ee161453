type HeaderSource = Headers | Record<string, string | string[] | undefined>;

/** The client's address as the nearest proxy reports it; "unknown" when served directly without one. */
export function clientIp(headers: HeaderSource): string {
  const read = (name: string) => {
    const value = headers instanceof Headers ? headers.get(name) : headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return read("x-forwarded-for")?.split(",")[0]?.trim() || read("x-real-ip") || "unknown";
}
