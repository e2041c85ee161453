export type Colour = "success" | "info" | "danger" | "dark" | "default";

/** Spec §4 scorecard colours: below par success, par info, above par danger, no score dark. */
export function scoreColour(value: number | null, par: number): Colour {
  if (value === null || value === 0) return "dark";
  if (value < par) return "success";
  if (value === par) return "info";
  return "danger";
}

/** Spec §4 points colours: 3+ success, 2 default, 1 danger, 0 dark. */
export function pointsColour(points: number): Colour {
  if (points >= 3) return "success";
  if (points === 2) return "default";
  if (points === 1) return "danger";
  return "dark";
}
