import { describe, expect, it } from "vitest";
import { allowedMethodsFor } from "@/lib/server/api/allowed-methods";

describe("allowedMethodsFor", () => {
  it("answers the documented methods of a path, with HEAD for GET and OPTIONS always", () => {
    expect(allowedMethodsFor("/api/sweeps")).toEqual(["GET", "HEAD", "OPTIONS"]);
    expect(allowedMethodsFor("/api/account")).toEqual(["GET", "PUT", "HEAD", "OPTIONS"]);
  });

  it("matches path parameters, preferring a fixed segment as Next's routing does", () => {
    expect(allowedMethodsFor("/api/sweeps/2f1d8f3c-1111-4222-8333-944444444444/members")).toEqual([
      "GET",
      "POST",
      "HEAD",
      "OPTIONS",
    ]);
    expect(allowedMethodsFor("/api/sweeps/admin")).toEqual(["GET", "HEAD", "OPTIONS"]);
    expect(allowedMethodsFor("/api/sweeps/createSweep")).toEqual(["POST", "OPTIONS"]);
    expect(allowedMethodsFor("/_configuration/Sweeps")).toEqual(["GET", "HEAD", "OPTIONS"]);
  });

  it("knows nothing of paths the document does not describe", () => {
    expect(allowedMethodsFor("/api/auth/session")).toBeNull();
    expect(allowedMethodsFor("/api/no-such-endpoint")).toBeNull();
    expect(allowedMethodsFor("/api/sweeps/a/b/c/d")).toBeNull();
  });
});
