/** Anti-forgery: the cookie proxy.ts sets, and the header the app's own writes must echo it in. */
export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "X-XSRF-TOKEN";
