/** Events, Members and Owner: the facts every sweep card and header shows. */
export function SweepFacts({ totalEvents, memberCount, ownerName }: { totalEvents: number; memberCount: number; ownerName: string }) {
  const facts = [
    ["Events", String(totalEvents)],
    ["Members", String(memberCount)],
    ["Owner", ownerName],
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 text-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-stone-500">{term}</dt>
          <dd className="truncate font-semibold text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
