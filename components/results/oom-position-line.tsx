export type Point = { label: string; position: number | null; totalPoints: number; played: boolean };

const LINE = "#246038";
const GRID = "#d6d3d1";
const X_LABELS = 5;

/** Whole positions from 1st down to the lowest reached, about five of them, 1st always labelled. */
function positionTicks(lowest: number): number[] {
  const step = Math.max(1, Math.ceil((lowest - 1) / 4));
  const ticks: number[] = [];
  for (let position = 1; position < lowest; position += step) ticks.push(position);
  return [...ticks, lowest];
}

/** The events whose day is printed under the line: the first, the last and a few between. */
function labelledIndexes(count: number): number[] {
  const step = Math.max(1, Math.ceil((count - 1) / (X_LABELS - 1)));
  const indexes: number[] = [];
  for (let index = 0; index < count - 1; index += step) indexes.push(index);
  return [...indexes, count - 1];
}

/*
 * Drawn as plain SVG rather than with a chart library: the library was most of the order of merit's JavaScript and
 * its first render the page's longest task on a phone. A ten-season player has hundreds of points, so the line and
 * the dots are three paths in a 100 × 100 box stretched to fit; strokes that do not scale keep the line even and
 * the dots (zero-length strokes with round ends) round.
 */
export function PositionLine({ points, lowest }: { points: Point[]; lowest: number }) {
  const x = (index: number) => (points.length > 1 ? (index / (points.length - 1)) * 100 : 50);
  const y = (position: number) => (lowest > 1 ? ((position - 1) / (lowest - 1)) * 100 : 50);
  const at = (index: number, position: number) => `${x(index).toFixed(2)} ${y(position).toFixed(2)}`;
  const line = points
    .map((point, index) =>
      point.position === null ? "" : `${points[index - 1]?.position ? "L" : "M"}${at(index, point.position)}`,
    )
    .join("");
  const dots = (played: boolean) =>
    points
      .map((point, index) =>
        point.position !== null && point.played === played ? `M${at(index, point.position)}h0` : "",
      )
      .join("");
  const stroke = { fill: "none", vectorEffect: "non-scaling-stroke", strokeLinecap: "round" } as const;
  return (
    <div className="grid h-44 w-full grid-cols-[2rem_1fr] grid-rows-[1fr_1.5rem] text-xs text-stone-700" aria-hidden>
      <div className="relative my-2">
        {positionTicks(lowest).map((position) => (
          <span key={position} className="absolute right-2 -translate-y-1/2" style={{ top: `${y(position)}%` }}>
            {position}
          </span>
        ))}
      </div>
      <div className="relative mx-3 my-2 border-b border-l border-stone-400">
        <svg
          className="absolute inset-0 h-full w-full overflow-visible"
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
        >
          <path
            d={positionTicks(lowest)
              .map((position) => `M0 ${y(position).toFixed(2)}H100`)
              .join("")}
            stroke={GRID}
            strokeDasharray="3 3"
            {...stroke}
          />
          <path d={line} stroke={LINE} strokeWidth={3} {...stroke} />
          <path d={dots(true) + dots(false)} stroke={LINE} strokeWidth={10} {...stroke} />
          <path d={dots(false)} stroke="white" strokeWidth={5} {...stroke} />
        </svg>
      </div>
      <div className="relative col-start-2 mx-3">
        {labelledIndexes(points.length).map((index) => (
          <span
            key={index}
            className={`absolute top-1 whitespace-nowrap ${index === 0 ? "" : index === points.length - 1 ? "-translate-x-full" : "-translate-x-1/2"}`}
            style={{ left: `${x(index)}%` }}
          >
            {points[index]!.label}
          </span>
        ))}
      </div>
    </div>
  );
}
