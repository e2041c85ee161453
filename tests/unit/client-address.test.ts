import { describe, expect, it } from "vitest";
import { addressBucket, clientAddressOf } from "@/lib/server/auth/request-origin";

const SOCKET = "x-sweeps-socket-address";
const direct = { trustedProxyHops: 0, socketAddressHeader: SOCKET };

describe("clientAddressOf", () => {
  it("uses the socket address the server passed, ignoring every forwarding header when no proxy is trusted", () => {
    const headers = new Headers({
      [SOCKET]: "203.0.113.9",
      "x-forwarded-for": "198.51.100.1",
      "x-real-ip": "198.51.100.2",
    });
    expect(clientAddressOf(headers, direct)).toBe("203.0.113.9");
  });

  it("gives rotating X-Forwarded-For values no buckets of their own", () => {
    const seen = new Set(
      ["1.1.1.1", "2.2.2.2", "3.3.3.3"].map((forged) =>
        clientAddressOf(new Headers({ [SOCKET]: "203.0.113.9", "x-forwarded-for": forged }), direct),
      ),
    );
    expect([...seen]).toEqual(["203.0.113.9"]);
  });

  it("is null, not a shared bucket, when no address can be determined", () => {
    expect(
      clientAddressOf(new Headers({ "x-forwarded-for": "198.51.100.1" }), {
        trustedProxyHops: 0,
        socketAddressHeader: undefined,
      }),
    ).toBeNull();
    expect(clientAddressOf(new Headers(), direct)).toBeNull();
    expect(clientAddressOf(new Headers({ [SOCKET]: "not an address" }), direct)).toBeNull();
  });

  it("takes the Nth address from the right of X-Forwarded-For behind N trusted proxies", () => {
    const headers = new Headers({ "x-forwarded-for": "10.9.9.9, 198.51.100.7, 192.0.2.10", [SOCKET]: "192.0.2.20" });
    expect(clientAddressOf(headers, { trustedProxyHops: 1, socketAddressHeader: SOCKET })).toBe("192.0.2.10");
    expect(clientAddressOf(headers, { trustedProxyHops: 2, socketAddressHeader: SOCKET })).toBe("198.51.100.7");
    expect(clientAddressOf(headers, { trustedProxyHops: 4, socketAddressHeader: SOCKET })).toBeNull();
  });

  it("reads next-auth's plain header records too", () => {
    expect(clientAddressOf({ [SOCKET]: "::ffff:127.0.0.1" }, direct)).toBe("127.0.0.1");
  });
});

describe("addressBucket", () => {
  it("keeps IPv4 addresses and groups IPv6 addresses by /64", () => {
    expect(addressBucket("192.0.2.1")).toBe("192.0.2.1");
    expect(addressBucket("2001:db8:0:12:aaaa::1")).toBe("2001:db8:0:12::/64");
    expect(addressBucket("2001:0db8:0000:0012:ffff:ffff:ffff:ffff")).toBe("2001:db8:0:12::/64");
    expect(addressBucket("::1")).toBe("0:0:0:0::/64");
    expect(addressBucket("")).toBeNull();
  });
});
