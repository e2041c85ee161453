import { describe, expect, it } from "vitest";
import { INVALID_RETURN_URL_MESSAGE, resolveReturnUrl } from "@/lib/return-url";

const origin = "https://sweeps.example.org";
const refused = { ok: false, message: INVALID_RETURN_URL_MESSAGE };

describe("resolveReturnUrl", () => {
  it("defaults to the home page", () => {
    expect(resolveReturnUrl(undefined, origin)).toEqual({ ok: true, path: "/" });
    expect(resolveReturnUrl("", origin)).toEqual({ ok: true, path: "/" });
  });

  it("accepts a path on this site, keeping its query and fragment", () => {
    expect(resolveReturnUrl("/sweeps/42/members?tab=history#top", origin)).toEqual({
      ok: true,
      path: "/sweeps/42/members?tab=history#top",
    });
  });

  it("accepts an absolute URL of the same origin as its path", () => {
    expect(resolveReturnUrl("https://sweeps.example.org/events", origin)).toEqual({ ok: true, path: "/events" });
  });

  it("returns the resolved path, so dot segments are undone", () => {
    expect(resolveReturnUrl("/sweeps/./42/../43", origin)).toEqual({ ok: true, path: "/sweeps/43" });
  });

  it("keeps encoded slashes encoded, where they cannot start a host", () => {
    expect(resolveReturnUrl("/%2F%2Fevil.example", origin)).toEqual({ ok: true, path: "/%2F%2Fevil.example" });
  });

  it.each([
    ["another origin", "https://evil.example/steal"],
    ["the same host over another scheme", "http://sweeps.example.org/events"],
    ["a protocol-relative URL", "//evil.example/steal"],
    ["a backslash trick", "/\\evil.example"],
    ["a backslash later in the path", "/a/..\\..\\/evil.example"],
    ["a dot segment that resolves to //host", "/.//evil.example"],
    ["a parent segment that resolves to //host", "/x/..//evil.example"],
    ["a tab a browser would strip", "/\t/evil.example"],
    ["a newline a browser would strip", "/\n/evil.example"],
    ["a carriage return", "/\r/evil.example"],
    ["user info in an absolute URL", "https://evil.example@sweeps.example.org/"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a data: URL", "data:text/html,hi"],
    ["a relative path without a slash", "sweeps"],
    ["a scheme-relative backslash URL", "\\\\evil.example"],
    ["a value that is not a string", ["/a", "/b"]],
  ])("refuses %s with the spec's message", (_case, url) => {
    expect(resolveReturnUrl(url, origin)).toEqual(refused);
  });
});
