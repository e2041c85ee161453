import { describe, expect, it } from "vitest";
import {
  type BrowserProbes,
  NO_CHROMIUM_MESSAGE,
  findChromium,
  headlessShellBeside,
  provideChromium,
} from "@/scripts/browser";

const PLAYWRIGHT_CHROMIUM = "/home/me/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome";
const PLAYWRIGHT_SHELL =
  "/home/me/.cache/ms-playwright/chromium_headless_shell-1255/chrome-headless-shell-linux64/chrome-headless-shell";

type Machine = {
  env?: string;
  files?: string[];
  path?: Record<string, string>;
  isRoot?: boolean;
  /** What each command line installs when run; a command missing here fails. */
  installs?: Record<string, string[]>;
};

function probesFor(machine: Machine) {
  const files = new Set(machine.files);
  const path = { ...machine.path };
  const commands: string[] = [];
  const lines: string[] = [];
  const probes: BrowserProbes = {
    chromiumPathFromEnv: machine.env,
    isExecutable: (file) => files.has(file),
    onPath: (name) => path[name],
    playwrightChromium: () => PLAYWRIGHT_CHROMIUM,
    isRoot: machine.isRoot ?? false,
    run: (command, args) => {
      const line = [command.split("/").pop(), ...args].join(" ");
      commands.push(line);
      const installed = machine.installs?.[line];
      installed?.forEach((file) => files.add(file));
      return installed !== undefined;
    },
    log: (line) => lines.push(line),
  };
  return { probes, commands, lines };
}

const everything: Machine = {
  env: "/opt/chrome/chrome",
  files: ["/opt/chrome/chrome", "/usr/bin/chromium", PLAYWRIGHT_CHROMIUM, PLAYWRIGHT_SHELL],
  path: { "chromium-browser": "/snap/bin/chromium-browser", "google-chrome": "/usr/bin/google-chrome" },
};

describe("findChromium", () => {
  it("for a full browser prefers CHROMIUM_PATH, then /usr/bin/chromium, then Chromium or Chrome on PATH, then Playwright's cache", () => {
    const without = (machine: Machine, file: string): Machine => ({
      ...machine,
      files: machine.files?.filter((f) => f !== file),
    });
    expect(findChromium(probesFor(everything).probes)).toBe("/opt/chrome/chrome");

    const noEnv = { ...everything, env: undefined };
    expect(findChromium(probesFor(noEnv).probes)).toBe("/usr/bin/chromium");

    const noDebian = without(noEnv, "/usr/bin/chromium");
    expect(findChromium(probesFor(noDebian).probes)).toBe("/snap/bin/chromium-browser");
    expect(
      findChromium(
        probesFor({ ...noDebian, path: { "google-chrome-stable": "/usr/bin/google-chrome-stable" } }).probes,
      ),
    ).toBe("/usr/bin/google-chrome-stable");

    const noSystem = { ...noDebian, path: {} };
    expect(findChromium(probesFor(noSystem).probes)).toBe(PLAYWRIGHT_CHROMIUM);
    expect(findChromium(probesFor(without(noSystem, PLAYWRIGHT_CHROMIUM)).probes)).toBe(PLAYWRIGHT_SHELL);
    expect(findChromium(probesFor({}).probes)).toBeUndefined();
  });

  it("for the tests prefers CHROMIUM_PATH, then a headless shell, Debian's, on PATH or Playwright's, then a full browser", () => {
    const debianShell = "/usr/bin/chromium-headless-shell";
    const withDebianShell = { ...everything, files: [...(everything.files ?? []), debianShell] };
    expect(findChromium(probesFor(withDebianShell).probes, "tests")).toBe("/opt/chrome/chrome");

    const noEnv = { ...withDebianShell, env: undefined };
    expect(findChromium(probesFor(noEnv).probes, "tests")).toBe(debianShell);
    expect(findChromium(probesFor(noEnv).probes)).toBe("/usr/bin/chromium");

    const noDebianShell = { ...everything, env: undefined };
    const shellOnPath = { ...noDebianShell, path: { ...everything.path, "chromium-headless-shell": "/opt/shell" } };
    expect(findChromium(probesFor(shellOnPath).probes, "tests")).toBe("/opt/shell");
    expect(findChromium(probesFor(noDebianShell).probes, "tests")).toBe(PLAYWRIGHT_SHELL);

    const noShells = { ...noDebianShell, files: noDebianShell.files?.filter((file) => file !== PLAYWRIGHT_SHELL) };
    expect(findChromium(probesFor(noShells).probes, "tests")).toBe("/usr/bin/chromium");
    expect(findChromium(probesFor({ files: [PLAYWRIGHT_CHROMIUM] }).probes, "tests")).toBe(PLAYWRIGHT_CHROMIUM);
  });

  it("for a full browser takes a headless shell when there is no full browser, as after npm test installed one", () => {
    const shellOnly = probesFor({ files: ["/usr/bin/chromium-headless-shell"] }).probes;
    expect(findChromium(shellOnly)).toBe("/usr/bin/chromium-headless-shell");
    expect(findChromium(shellOnly, "tests")).toBe("/usr/bin/chromium-headless-shell");
  });

  it("looks past a CHROMIUM_PATH that is not an executable file", () => {
    const { probes } = probesFor({ env: "/nowhere/chrome", files: ["/usr/bin/chromium"] });
    expect(findChromium(probes)).toBe("/usr/bin/chromium");
  });
});

describe("headlessShellBeside", () => {
  it("names the headless shell of the same revision on each platform", () => {
    expect(headlessShellBeside(PLAYWRIGHT_CHROMIUM)).toBe(PLAYWRIGHT_SHELL);
    expect(
      headlessShellBeside(
        "/c/ms-playwright/chromium-1255/chrome-mac-arm64/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing",
      ),
    ).toBe("/c/ms-playwright/chromium_headless_shell-1255/chrome-headless-shell-mac-arm64/chrome-headless-shell");
    expect(headlessShellBeside("/usr/bin/chromium")).toBeUndefined();
  });
});

describe("provideChromium", () => {
  it("installs nothing when a browser is already there", () => {
    const { probes, commands } = probesFor({
      files: ["/usr/bin/chromium"],
      isRoot: true,
      path: { "apt-get": "/usr/bin/apt-get" },
    });
    expect(provideChromium(probes)).toEqual({ ok: true, path: "/usr/bin/chromium" });
    expect(commands).toEqual([]);
  });

  it("says when CHROMIUM_PATH is set to something it cannot run", () => {
    const { probes, lines } = probesFor({ env: "/nowhere/chrome", files: ["/usr/bin/chromium"] });
    expect(provideChromium(probes)).toEqual({ ok: true, path: "/usr/bin/chromium" });
    expect(lines).toEqual(["CHROMIUM_PATH=/nowhere/chrome is not an executable file; looking for Chromium elsewhere."]);
  });

  it("uses Playwright's download where it works, its headless shell, with its system libraries as root", () => {
    const { probes, commands } = probesFor({
      isRoot: true,
      path: { "apt-get": "/usr/bin/apt-get" },
      installs: {
        "playwright install chromium": [PLAYWRIGHT_CHROMIUM, PLAYWRIGHT_SHELL],
        "playwright install-deps chromium": [],
      },
    });
    expect(provideChromium(probes)).toEqual({ ok: true, path: PLAYWRIGHT_SHELL });
    expect(commands).toEqual(["playwright install chromium", "playwright install-deps chromium"]);
  });

  it("installs Debian's headless shell as root when Playwright's download fails", () => {
    const { probes, commands } = probesFor({
      isRoot: true,
      path: { "apt-get": "/usr/bin/apt-get" },
      installs: {
        "apt-get update": [],
        "apt-get install -y chromium-headless-shell": ["/usr/bin/chromium-headless-shell"],
      },
    });
    expect(provideChromium(probes)).toEqual({ ok: true, path: "/usr/bin/chromium-headless-shell" });
    expect(commands).toEqual([
      "playwright install chromium",
      "apt-get update",
      "apt-get install -y chromium-headless-shell",
    ]);
  });

  it("installs Debian's full chromium where the release has no headless shell package", () => {
    const { probes, commands } = probesFor({
      isRoot: true,
      path: { "apt-get": "/usr/bin/apt-get" },
      installs: { "apt-get update": [], "apt-get install -y chromium": ["/usr/bin/chromium"] },
    });
    expect(provideChromium(probes)).toEqual({ ok: true, path: "/usr/bin/chromium" });
    expect(commands).toEqual([
      "playwright install chromium",
      "apt-get update",
      "apt-get install -y chromium-headless-shell",
      "apt-get install -y chromium",
    ]);
  });

  it("uses no apt-get without root", () => {
    const { probes, commands } = probesFor({ path: { "apt-get": "/usr/bin/apt-get" } });
    expect(provideChromium(probes)).toEqual({ ok: false, message: NO_CHROMIUM_MESSAGE });
    expect(commands).toEqual(["playwright install chromium"]);
  });

  it("ends with one line saying what to install when nothing works", () => {
    const { probes, commands } = probesFor({ isRoot: true, path: { "apt-get": "/usr/bin/apt-get" } });
    const result = provideChromium(probes);
    expect(result).toEqual({ ok: false, message: NO_CHROMIUM_MESSAGE });
    expect(commands).toEqual(["playwright install chromium", "apt-get update"]);
    expect(NO_CHROMIUM_MESSAGE).toMatch(
      /^No Chromium found: install it with `sudo apt-get install chromium-headless-shell`.*set CHROMIUM_PATH=/,
    );
    expect(NO_CHROMIUM_MESSAGE).not.toContain("\n");
  });
});
