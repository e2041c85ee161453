// The bound on a request's arrival (REQUEST_ARRIVAL_TIMEOUT_MS, read by scripts/next-server.mjs) for the app the
// e2e suite serves: shorter than production's 30 s so that a spec can wait it out, long enough that a request
// from a browser on this machine always arrives within it.
export const E2E_REQUEST_ARRIVAL_TIMEOUT_MS = 8_000;
