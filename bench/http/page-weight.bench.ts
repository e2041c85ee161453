// First-load JavaScript of every page route of the production build (`npm run build` first), gzipped, against its
// budget (./page-budgets.ts). Exits non-zero naming each route over its budget, so `npm run bench` fails with it.
// Needs no database: `npm run bench -- page-weight`.
import fs from "node:fs";
import { budgetOf, FLOOR_ROUTE } from "./page-budgets";
import { firstLoadJs } from "./page-weight";
import { recordFigure } from "../report";

if (!fs.existsSync(".next/BUILD_ID")) {
  console.log("The app is not built: run `npm run build` first. Skipped.");
  process.exit(1);
}

const routes = firstLoadJs();
const floor = routes.find((route) => route.route === FLOOR_ROUTE);
if (!floor) throw new Error(`The build has no ${FLOOR_ROUTE} page to measure the others against.`);

console.log(
  `\nPage weight: first-load JavaScript per route, gzipped, as a ratio to ${FLOOR_ROUTE} (${floor.kilobytes.toFixed(0)} kB)`,
);
const overBudget: string[] = [];
for (const route of routes) {
  const ratio = route.kilobytes / floor.kilobytes;
  const budget = route.route === FLOOR_ROUTE ? undefined : budgetOf(route.route);
  recordFigure({
    database: "build",
    name: `first-load JS ${route.route}`,
    value: ratio,
    unit: "×",
    note: `${route.kilobytes.toFixed(1)} kB in ${route.chunks} chunks${budget ? ` (budget ${(budget * floor.kilobytes).toFixed(1)} kB)` : ""}`,
    ...(budget ? { target: { atMost: budget } } : {}),
  });
  if (budget && ratio > budget) overBudget.push(`${route.route} ${ratio.toFixed(3)}× (budget ${budget}×)`);
}
if (overBudget.length > 0) {
  console.log(`\n${overBudget.length} route(s) over their first-load JavaScript budget:\n  ${overBudget.join("\n  ")}`);
  process.exit(1);
}
