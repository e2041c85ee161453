export type Colour = "success" | "info" | "danger" | "dark" | "default";

/** docs/golf-rules.md#score-colours scorecard colours: below par success, par info, above par danger, no score dark. */
export function scoreColour(value: number | null, par: number): Colour {
  if (value === null || value === 0) return "dark";
  if (value < par) return "success";
  if (value === par) return "info";
  return "danger";
}

/** docs/golf-rules.md#score-colours points colours: 3+ success, 2 default, 1 danger, 0 dark. */
export function pointsColour(points: number): Colour {
  if (points >= 3) return "success";
  if (points === 2) return "default";
  if (points === 1) return "danger";
  return "dark";
}
