// The spec's logout only proceeds when started from within the app ("navigation state marks it local").
// A flag in sessionStorage is that state: another site cannot set it, so a link to the logout page from
// elsewhere does not sign anyone out.
const KEY = "sweeps:logout-requested";

export const markLogoutRequested = () => sessionStorage.setItem(KEY, String(Date.now()));

/** True when the app itself asked to log out in the last minute. */
export function isLogoutRequested(): boolean {
  const requestedAt = Number(sessionStorage.getItem(KEY));
  return requestedAt > 0 && Date.now() - requestedAt < 60_000;
}

export const clearLogoutRequest = () => sessionStorage.removeItem(KEY);
