/**
 * Strokes received on a hole as dots, the way a paper card marks them; a plus handicap gives strokes back
 * (WHS Appendix E), shown as hollow dots.
 */
export function StrokeDots({ strokes }: { strokes: number }) {
  if (strokes === 0) return null;
  const count = Math.abs(strokes);
  const words =
    strokes > 0
      ? `receives ${count} ${count === 1 ? "stroke" : "strokes"}`
      : `gives back ${count} ${count === 1 ? "stroke" : "strokes"}`;
  return (
    <span className="inline-flex gap-0.5 align-middle" title={words}>
      {Array.from({ length: count }, (_, at) => (
        <span
          key={at}
          aria-hidden
          className={`size-2 rounded-full ${strokes > 0 ? "bg-stone-900 forced-colors:bg-[CanvasText]" : "border-2 border-stone-900 forced-colors:border-[CanvasText]"}`}
        />
      ))}
      <span className="sr-only">, {words}</span>
    </span>
  );
}
