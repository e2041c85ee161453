// Next runs register() once when a server process starts (instrumentation-node.ts says what starts). Written as
// the one import inside this test, the Edge build drops the branch and never bundles the server's Node-only modules,
// which it did after an early return, with a warning for each.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") await (await import("./instrumentation-node")).startAppProcess();
}
