import type { ReserveDto } from "@/lib/validation/entries";

/** The reserve list under the entries, in order: who moves into the field next when a place comes free. */
export function EventReserves({ reserves }: { reserves: ReserveDto[] }) {
  if (reserves.length === 0) return null;
  return (
    <section aria-labelledby="reserves-title" className="space-y-2">
      <h3 id="reserves-title" className="text-title text-ink">
        Reserves ({reserves.length})
      </h3>
      <p className="text-label text-ink-muted">
        In the order they entered. Before the draw the first reserve takes any place that comes free.
      </p>
      <ol className="divide-y divide-line rounded-control border border-line bg-surface-raised">
        {reserves.map((reserve) => (
          <li key={reserve.player.id} className="flex min-h-11 items-center gap-3 px-3 py-2 text-base text-ink">
            <span className="w-8 shrink-0 text-ink-muted tabular-nums">{reserve.position}.</span>
            <span className="min-w-0 [overflow-wrap:anywhere]">{reserve.player.fullName}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
