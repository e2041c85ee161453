import type { Route } from "next";

/**
 * A link that typed routes has checked against the pages that exist (a literal, or a template such as
 * `/sweeps/${id}/members`), widened to Route so it can be passed down as a prop.
 */
export const checkedRoute = <T extends string>(href: Route<T>): Route => href as Route;
