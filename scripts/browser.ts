// The Chromium the end-to-end tests drive: found on this machine, or installed when it can be.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

export type BrowserProbes = {
  chromiumPathFromEnv: string | undefined;
  isExecutable: (file: string) => boolean;
  onPath: (name: string) => string | undefined;
  /** Where Playwright keeps its own Chromium build, whether or not it has been downloaded. */
  playwrightChromium: () => string;
  isRoot: boolean;
  /** Runs a command quietly; false when it fails. */
  run: (command: string, args: string[], options?: RunOptions) => boolean;
  log: (line: string) => void;
};

type RunOptions = { timeoutMs?: number; env?: Record<string, string> };

export type BrowserResult = { ok: true; path: string } | { ok: false; message: string };

export const NO_CHROMIUM_MESSAGE =
  "No Chromium found: install it with `sudo apt-get install chromium-headless-shell` (or `chromium`, or `npx playwright install chromium`) or set CHROMIUM_PATH=/path/to/chrome";

/**
 * What the browser is for. The end-to-end tests want the headless shell (Chromium's old headless mode, the build
 * Playwright itself runs headless tests in) where there is one: it drew the same pages with a quarter less CPU
 * than the full browser, which on a 2-core machine made the suite a fifth faster. The phone benchmark and the
 * screenshots want the full browser, because what they measure and show is what a phone's browser paints.
 */
export type BrowserUse = "tests" | "full-browser";

// Debian's packages first, by full path, because they are there even when PATH leaves /usr/bin out.
const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const DEBIAN_CHROMIUM = "/usr/bin/chromium";
const SYSTEM_NAMES = ["chromium-browser", "chromium", "google-chrome", "google-chrome-stable"];

const PLAYWRIGHT_CLI = fileURLToPath(new URL("../node_modules/.bin/playwright", import.meta.url));
// Playwright's installer retries each download five times; a 10 s idle limit makes an unreachable host
// fail within about a minute, while the overall limit leaves room for a slow but working download.
const PLAYWRIGHT_INSTALL = { timeoutMs: 10 * 60_000, env: { PLAYWRIGHT_DOWNLOAD_CONNECTION_TIMEOUT: "10000" } };

/** The headless shell that `playwright install chromium` puts next to Playwright's full Chromium. */
export function headlessShellBeside(chromiumPath: string): string | undefined {
  const match = /^(.*[\\/])chromium-(\d+)[\\/]chrome-([^\\/]+)[\\/]/.exec(chromiumPath);
  if (!match) return undefined;
  const [, root, revision, platform] = match;
  const exe = chromiumPath.endsWith(".exe") ? ".exe" : "";
  return path.join(
    `${root}chromium_headless_shell-${revision}`,
    `chrome-headless-shell-${platform}`,
    `chrome-headless-shell${exe}`,
  );
}

/**
 * A Chromium already on this machine, in order of preference for its use; installs nothing. Either use takes the
 * other kind when its own is missing, so the benchmarks still run where `npm test` installed only the shell.
 */
export function findChromium(probes: BrowserProbes, use: BrowserUse = "full-browser"): string | undefined {
  const executable = (file: string | undefined) => (file !== undefined && probes.isExecutable(file) ? file : undefined);
  const playwrightBuild = probes.playwrightChromium();
  // onPath finds executables only.
  const headlessShells = [
    () => executable(DEBIAN_HEADLESS_SHELL),
    () => probes.onPath("chromium-headless-shell"),
    () => executable(headlessShellBeside(playwrightBuild)),
  ];
  const fullBrowsers = [
    () => executable(DEBIAN_CHROMIUM),
    ...SYSTEM_NAMES.map((name) => () => probes.onPath(name)),
    () => executable(playwrightBuild),
  ];
  const candidates = [
    () => executable(probes.chromiumPathFromEnv),
    ...(use === "tests" ? [...headlessShells, ...fullBrowsers] : [...fullBrowsers, ...headlessShells]),
  ];
  for (const candidate of candidates) {
    const found = candidate();
    if (found) return found;
  }
  return undefined;
}

/**
 * A Chromium for the tests found on this machine, else installed by Playwright's download or by apt-get as root:
 * Debian's headless shell, or its full browser on a release that has no headless shell package.
 */
export function provideChromium(probes: BrowserProbes): BrowserResult {
  const { chromiumPathFromEnv, isRoot, run, log } = probes;
  if (chromiumPathFromEnv && !probes.isExecutable(chromiumPathFromEnv)) {
    log(`CHROMIUM_PATH=${chromiumPathFromEnv} is not an executable file; looking for Chromium elsewhere.`);
  }
  const found = findChromium(probes, "tests");
  if (found) return { ok: true, path: found };

  const apt = isRoot && probes.onPath("apt-get") !== undefined;
  log("No Chromium on this machine: trying Playwright's download.");
  if (run(PLAYWRIGHT_CLI, ["install", "chromium"], PLAYWRIGHT_INSTALL)) {
    // Playwright's build needs shared libraries that a fresh Debian lacks; as root it installs them with apt.
    if (apt) run(PLAYWRIGHT_CLI, ["install-deps", "chromium"]);
    const downloaded = findChromium(probes, "tests");
    if (downloaded) return { ok: true, path: downloaded };
  }
  if (apt) {
    log("Installing Debian's chromium-headless-shell package with apt-get (a minute or two).");
    const env = { DEBIAN_FRONTEND: "noninteractive" };
    const installed =
      run("apt-get", ["update"], { env }) &&
      ["chromium-headless-shell", "chromium"].some((name) => run("apt-get", ["install", "-y", name], { env }));
    const browser = installed && findChromium(probes, "tests");
    if (browser) return { ok: true, path: browser };
  }
  return { ok: false, message: NO_CHROMIUM_MESSAGE };
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

export const systemProbes: BrowserProbes = {
  chromiumPathFromEnv: process.env.CHROMIUM_PATH || undefined,
  isExecutable,
  onPath: (name) =>
    (process.env.PATH ?? "")
      .split(path.delimiter)
      .filter(Boolean)
      .map((dir) => path.join(dir, name))
      .find(isExecutable),
  playwrightChromium: () => chromium.executablePath(),
  isRoot: process.getuid?.() === 0,
  run: (command, args, options = {}) => {
    const result = spawnSync(command, args, {
      stdio: ["ignore", "ignore", "pipe"],
      encoding: "utf8",
      timeout: options.timeoutMs,
      env: { ...process.env, ...options.env },
    });
    if (result.status === 0) return true;
    // The first line of an installer's error output is the reason; the rest is stack traces and retries.
    const reason = result.stderr?.split("\n").find((line) => line.trim()) ?? result.error?.message;
    console.log(`  ${path.basename(command)} ${args.join(" ")} failed: ${reason ?? `exit status ${result.status}`}`);
    return false;
  },
  log: (line) => console.log(line),
};
