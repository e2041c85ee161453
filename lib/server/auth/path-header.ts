import "server-only";
/** Request header set by proxy.ts with the page's path, so page guards can send visitors back after login. */
export const PATH_HEADER = "x-sweeps-path";
