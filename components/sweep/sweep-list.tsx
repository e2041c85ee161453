import type { SweepSummaryDto } from "@/lib/validation/sweeps";
import { Section } from "../ui/section";
import { CreateSweepForm } from "./create-sweep-form";
import { SweepCard } from "./sweep-card";
import { SweepImportForm } from "./sweep-import-form";

export function SweepList({ sweeps, viewerPlayerId }: { sweeps: SweepSummaryDto[]; viewerPlayerId: string }) {
  return (
    <div className="space-y-6">
      {sweeps.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">
          There are no sweeps yet. Start one for your society below.
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {sweeps.map((sweep) => (
            <SweepCard key={sweep.id} sweep={sweep} viewerPlayerId={viewerPlayerId} />
          ))}
        </ul>
      )}
      <Section title="Start a sweep" description="You become its owner and can invite your society.">
        <CreateSweepForm />
      </Section>
      <Section
        title="Import a sweep"
        description="From another Sweeps server's export file: you see what it holds before anything is saved, and become the new sweep's owner."
      >
        <SweepImportForm />
      </Section>
    </div>
  );
}
