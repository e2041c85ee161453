/** Events, Members and Owner: the facts every sweep card and header shows, on one line where it fits. */
export function SweepFacts({
  totalEvents,
  memberCount,
  ownerName,
}: {
  totalEvents: number;
  memberCount: number;
  ownerName: string;
}) {
  const facts = [
    ["Events", String(totalEvents)],
    ["Members", String(memberCount)],
    ["Owner", ownerName],
  ];
  return (
    <dl className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 text-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="flex min-w-0 items-baseline gap-1.5">
          <dt className="text-stone-600">{term}</dt>
          <dd className="text-base font-bold text-stone-900 tabular-nums [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
