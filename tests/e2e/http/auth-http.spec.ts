// Sign-in, sessions, anti-forgery and next-auth's endpoints, probed over plain HTTP against the built app:
// this behaviour lives in the framework (redirects, cookies, next-auth's routes), so it is tested where it runs.
import { randomBytes } from "node:crypto";
import { type APIRequestContext, type APIResponse, expect, request as requestFactory, test } from "@playwright/test";

const PASSWORD = "fairway-bunker-green-17";
let sequence = 0;
const uniqueEmail = (tag: string) => `${tag}.${Date.now().toString(36)}${sequence++}@example.org`;

async function newClient(baseURL: string | undefined): Promise<APIRequestContext> {
  return requestFactory.newContext({ baseURL, maxRedirects: 0 });
}

async function xsrfToken(client: APIRequestContext): Promise<string> {
  await client.get("/authentication/login");
  const cookie = (await client.storageState()).cookies.find((entry) => entry.name === "XSRF-TOKEN");
  if (!cookie) throw new Error("The app set no XSRF-TOKEN cookie");
  return decodeURIComponent(cookie.value);
}

async function register(client: APIRequestContext, email: string, password = PASSWORD): Promise<APIResponse> {
  return client.post("/api/account/register", {
    headers: { "x-xsrf-token": await xsrfToken(client), "content-type": "application/json" },
    data: { firstName: "Http", lastName: "Probe", email, password },
  });
}

async function csrfToken(client: APIRequestContext): Promise<string> {
  return ((await (await client.get("/api/auth/csrf")).json()) as { csrfToken: string }).csrfToken;
}

type SignInOptions = { json?: boolean; asJsonBody?: boolean; callbackUrl?: string };

async function signIn(
  client: APIRequestContext,
  email: string,
  password: string,
  options: SignInOptions = {},
): Promise<APIResponse> {
  const fields: Record<string, string> = {
    email,
    password,
    csrfToken: await csrfToken(client),
    callbackUrl: options.callbackUrl ?? "/",
  };
  if (options.json !== false) fields.json = "true";
  if (options.asJsonBody)
    return client.post("/api/auth/callback/credentials", {
      data: fields,
      headers: { "content-type": "application/json" },
    });
  return client.post("/api/auth/callback/credentials", { form: fields });
}

async function sessionCookie(client: APIRequestContext): Promise<string | undefined> {
  return (await client.storageState()).cookies.find((cookie) => cookie.name.endsWith("next-auth.session-token"))?.value;
}

/**
 * Where a response sends the browser: its Location, or, when Next had already started streaming the page (a
 * loading boundary) and answers 200, the URL of the refresh it writes into the page instead.
 */
async function redirectTarget(response: APIResponse): Promise<string | null> {
  const location = response.headers()["location"];
  if (location) return location;
  if (!(response.headers()["content-type"] ?? "").includes("text/html")) return null;
  const refresh = (await response.text()).match(/http-equiv="refresh" content="\d+;\s*url=([^"]*)"/i)?.[1];
  return refresh === undefined
    ? null
    : refresh
        .replace(/&amp;/g, "&")
        .replace(/&#x2F;|&#47;/g, "/")
        .replace(/&quot;/g, '"')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">");
}

async function expectProblem(response: APIResponse, status: number) {
  expect(response.status()).toBe(status);
  expect(response.headers()["content-type"]).toContain("application/problem+json");
  return (await response.json()) as { detail: string; code: string; url?: string };
}

test.describe("return URLs after sign-in", () => {
  const ESCAPES = [
    "/.//evil.example",
    "//evil.example",
    "/\\evil.example",
    "/%5Cevil.example",
    "/%2F%2Fevil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/x/..//evil.example",
    "/%2e/%2fevil.example",
    "/./\\evil.example",
    "https://evil.example/",
    "http:evil.example",
    "javascript:alert(1)",
  ];

  test("never redirect off the site, from the login page, login-callback or next-auth's callbackUrl", async ({
    baseURL,
  }) => {
    const client = await newClient(baseURL);
    const email = uniqueEmail("redirect");
    expect((await register(client, email)).status()).toBe(201);
    expect((await signIn(client, email, PASSWORD)).status()).toBe(200);
    const own = new URL(baseURL ?? "");
    for (const escape of ESCAPES) {
      for (const page of ["/authentication/login", "/authentication/login-callback"]) {
        const location = await redirectTarget(await client.get(`${page}?returnUrl=${encodeURIComponent(escape)}`));
        if (location === null) continue;
        expect(location, `${page} with ${JSON.stringify(escape)}`).not.toMatch(/^\s*[/\\]{2}|^[/\\][\t\n\r]*[/\\]/);
        expect(new URL(location, own).origin, `${page} with ${JSON.stringify(escape)}`).toBe(own.origin);
      }
      const viaNextAuth = (await (await signIn(client, email, PASSWORD, { callbackUrl: escape })).json()) as {
        url: string;
      };
      expect(new URL(viaNextAuth.url, own).origin, `callbackUrl ${JSON.stringify(escape)}`).toBe(own.origin);
      expect(new URL(viaNextAuth.url, own).pathname).not.toMatch(/^\/\//);
    }
    const ordinary = await client.get(`/authentication/login?returnUrl=${encodeURIComponent("/sweeps?tab=mine")}`);
    expect(await redirectTarget(ordinary)).toBe("/sweeps?tab=mine");
  });
});

test.describe("the sign-in lockout", () => {
  test("holds for form and JSON bodies alike, says so clearly, and the right password does not lift it", async ({
    baseURL,
  }) => {
    const client = await newClient(baseURL);
    const email = uniqueEmail("locked");
    expect((await register(client, email)).status()).toBe(201);
    for (let i = 0; i < 5; i++) {
      const problem = await expectProblem(await signIn(client, email, `wrong-guess-${i}`), 401);
      expect(new URL(problem.url ?? "", baseURL).searchParams.get("error")).toBe("CredentialsSignin");
    }
    const viaForm = await expectProblem(await signIn(client, email, PASSWORD), 429);
    expect(viaForm.detail).toBe("Too many failed sign-in attempts. Wait 15 minutes and try again.");
    const viaJson = await signIn(client, email, PASSWORD, { asJsonBody: true });
    expect((await expectProblem(viaJson, 429)).detail).toBe(
      "Too many failed sign-in attempts. Wait 15 minutes and try again.",
    );
    expect(viaJson.headers()["retry-after"]).toBe("900");
    const withoutJson = await signIn(client, email, PASSWORD, { json: false, asJsonBody: true });
    expect(withoutJson.status()).toBe(302);
    expect(new URL(withoutJson.headers()["location"] ?? "", baseURL).searchParams.get("error")).toBe("SignInLocked");
    expect(await sessionCookie(client)).toBeUndefined();
  });

  test("ignores X-Forwarded-For from a client the app does not trust", async ({ baseURL }) => {
    const client = await newClient(baseURL);
    const email = uniqueEmail("rotating");
    expect((await register(client, email)).status()).toBe(201);
    for (let i = 0; i < 5; i++) {
      const token = await csrfToken(client);
      await client.post("/api/auth/callback/credentials", {
        form: { email, password: `wrong-${i}`, csrfToken: token, json: "true" },
        headers: { "x-forwarded-for": `198.51.100.${i}`, "x-real-ip": `198.51.100.${i}` },
      });
    }
    const token = await csrfToken(client);
    const response = await client.post("/api/auth/callback/credentials", {
      form: { email, password: PASSWORD, csrfToken: token, json: "true" },
      headers: { "x-forwarded-for": "203.0.113.200" },
    });
    expect(response.status()).toBe(429);
  });
});

test.describe("next-auth's endpoints", () => {
  test("never pass a database or library message to the client", async ({ baseURL }) => {
    const client = await newClient(baseURL);
    // An address too long for the database's index (random, so that it does not compress), within the 256 kB body limit.
    const tooLongForTheIndex = `${randomBytes(60_000).toString("hex")}@example.org`;
    for (const asJsonBody of [false, true]) {
      const response = await signIn(client, tooLongForTheIndex, "x", { asJsonBody });
      const problem = await expectProblem(response, 401);
      expect(new URL(problem.url ?? "", baseURL).searchParams.get("error")).toBe("CredentialsSignin");
      expect(JSON.stringify(problem)).not.toMatch(/index row|prisma|bytes/i);
    }
    const error = await client.get("/api/auth/error?error=index%20row%20requires%2011496%20bytes");
    expect(error.headers()["location"]).not.toContain("index");
  });

  test("answer malformed requests with a problem+json 4xx", async ({ baseURL }) => {
    const client = await newClient(baseURL);
    const cutOff = await client.post("/api/auth/callback/credentials", {
      data: Buffer.from('{"email":"a@example.org","passw'),
      headers: { "content-type": "application/json" },
    });
    await expectProblem(cutOff, 400);
    await expectProblem(
      await client.post("/api/auth/session", { data: "{}", headers: { "content-type": "application/json" } }),
      400,
    );
    await expectProblem(await client.get("/api/auth/callback/credentials"), 404);
    await expectProblem(await client.get("/api/auth/no-such-action"), 404);
    await expectProblem(await client.post("/api/auth/_log", { form: { level: "error", code: "x" } }), 404);
    const signInWithoutCsrf = await client.post("/api/auth/callback/credentials", {
      form: { email: "a@example.org", password: "x", json: "true" },
    });
    await expectProblem(signInWithoutCsrf, 403);
  });

  test("answer other methods with 405 problem+json, and nothing anywhere answers 5xx to one", async ({ baseURL }) => {
    const client = await newClient(baseURL);
    for (const method of ["PUT", "PATCH", "DELETE", "PROPFIND", "MKCOL", "LOCK"]) {
      for (const path of ["/api/auth/session", "/api/auth/callback/credentials", "/api/auth/signin/oidc"]) {
        await expectProblem(await client.fetch(path, { method }), 405);
      }
      // Every method an endpoint does not declare is refused with its Allow header, standard ones included.
      for (const [path, allow] of [
        ["/api/sweeps", "GET, HEAD, OPTIONS"],
        ["/api/sweeps/4b0d3f7e-0000-4000-8000-000000000000/members", "GET, POST, HEAD, OPTIONS"],
        ["/_configuration/Sweeps", "GET, HEAD, OPTIONS"],
      ] as const) {
        const response = await client.fetch(path, { method });
        await expectProblem(response, 405);
        expect(response.headers()["allow"], `${method} ${path}`).toBe(allow);
      }
      const account = await client.fetch("/api/account", { method });
      // PUT is declared: an anonymous write without the anti-forgery token is refused before anything else.
      if (method === "PUT") await expectProblem(account, 403);
      else await expectProblem(account, 405);
      const unknown = await client.fetch("/api/no-such-endpoint", { method });
      await expectProblem(unknown, ["PUT", "PATCH", "DELETE"].includes(method) ? 404 : 405);
      for (const path of ["/", "/authentication/login", "/sweeps"]) {
        expect((await client.fetch(path, { method })).status(), `${method} ${path}`).toBe(405);
      }
    }
  });
});

test.describe("sessions", () => {
  test("end when signed out: a copied session cookie stops working", async ({ baseURL }) => {
    const client = await newClient(baseURL);
    const email = uniqueEmail("signout");
    expect((await register(client, email)).status()).toBe(201);
    expect((await signIn(client, email, PASSWORD)).status()).toBe(200);
    const copied = await sessionCookie(client);
    expect(copied).toBeDefined();
    expect((await client.get("/api/account")).status()).toBe(200);

    const signOut = await client.post("/api/auth/signout", {
      form: { csrfToken: await csrfToken(client), json: "true" },
    });
    expect(signOut.status()).toBe(200);

    const thief = await newClient(baseURL);
    const replay = await thief.get("/api/account", { headers: { cookie: `next-auth.session-token=${copied}` } });
    expect(replay.status()).toBe(401);
    const session = await thief.get("/api/auth/session", { headers: { cookie: `next-auth.session-token=${copied}` } });
    expect(await session.json()).toEqual({});
    const page = await thief.get("/authentication/profile", {
      headers: { cookie: `next-auth.session-token=${copied}` },
    });
    expect(await redirectTarget(page)).toContain("/authentication/login");
  });
});

test.describe("anti-forgery", () => {
  test("the cookie is signed by the server and a planted one is refused", async ({ baseURL }) => {
    const client = await newClient(baseURL);
    const token = await xsrfToken(client);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    const planted = await newClient(baseURL);
    const response = await planted.post("/api/account/register", {
      headers: { cookie: "XSRF-TOKEN=planted", "x-xsrf-token": "planted", "content-type": "application/json" },
      data: { firstName: "Plant", lastName: "Ed", email: uniqueEmail("planted"), password: PASSWORD },
    });
    await expectProblem(response, 403);
  });

  test("a write from another site's page is refused, even anonymous registration", async ({ baseURL }) => {
    const client = await newClient(baseURL);
    const token = await xsrfToken(client);
    const crossSite: Array<Record<string, string>> = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of crossSite) {
      const response = await client.post("/api/account/register", {
        headers: { ...headers, "x-xsrf-token": token, "content-type": "application/json" },
        data: { firstName: "Cross", lastName: "Site", email: uniqueEmail("cross"), password: PASSWORD },
      });
      await expectProblem(response, 403);
    }
  });

  test("a spoofed X-Forwarded-Proto from an untrusted client does not change the cookies", async ({ baseURL }) => {
    const client = await newClient(baseURL);
    const response = await client.get("/authentication/login", { headers: { "x-forwarded-proto": "https" } });
    const cookies = response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === "set-cookie")
      .map((header) => header.value);
    expect(cookies.some((cookie) => cookie.startsWith("XSRF-TOKEN="))).toBe(true);
    expect(cookies.some((cookie) => cookie.startsWith("__Host-"))).toBe(false);
  });
});

test.describe("pages and settings", () => {
  test("/_configuration/{client} is served: 200 JSON for this client, problem+json 404 for another", async ({
    request,
  }) => {
    const ok = await request.get("/_configuration/Sweeps");
    expect(ok.status()).toBe(200);
    expect(ok.headers()["content-type"]).toContain("application/json");
    expect(await ok.json()).toMatchObject({ clientId: "Sweeps", postLogoutPath: "/authentication/logged-out" });
    await expectProblem(await request.get("/_configuration/SomeOtherClient"), 404);
  });

  test("the login page suggests no demo sign-in outside demo mode, though the demo owner exists", async ({
    request,
  }) => {
    const page = await request.get("/authentication/login");
    expect(page.status()).toBe(200);
    const html = await page.text();
    expect(html).toContain("Sign in");
    expect(html).not.toContain("sweeps-demo");
  });

  test("login-failed shows only known messages, never text from the link", async ({ request }) => {
    const injected = await (
      await request.get(
        `/authentication/login-failed?message=${encodeURIComponent("Call +44 000 to verify your account")}`,
      )
    ).text();
    expect(injected).not.toContain("Call +44");
    expect(injected).toContain("There was an error signing in.");
    expect(await (await request.get("/authentication/login-failed?code=email-conflict")).text()).toContain(
      "An account with this email already exists.",
    );
    expect(await (await request.get("/authentication/login-failed?error=SignInLocked")).text()).toContain(
      "Too many failed sign-in attempts.",
    );
    expect(await (await request.get("/authentication/login-failed?error=CredentialsSignin")).text()).toContain(
      "That email and password do not match an account.",
    );
  });

  test("registration refuses blank and common passwords with the reason", async ({ baseURL }) => {
    const client = await newClient(baseURL);
    for (const [password, reason] of [
      [" ".repeat(10), "only spaces"],
      ["1234567890", "frequently used password"],
    ] as const) {
      const problem = await expectProblem(await register(client, uniqueEmail("weak"), password), 400);
      expect(JSON.stringify(problem)).toContain(reason);
    }
  });
});
