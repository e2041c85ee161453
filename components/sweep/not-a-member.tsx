import type { SweepHeaderDto } from "@/lib/validation/sweeps";
import { JoinSweepButton } from "./join-sweep-button";

/** What someone outside a sweep sees in place of its members, events and results. */
export function NotAMember({ sweep }: { sweep: SweepHeaderDto }) {
  return (
    <div className="space-y-3 rounded-2xl border border-dashed border-stone-300 bg-white p-6">
      <p className="text-stone-700">
        {sweep.userIsMember
          ? `Your request to join ${sweep.name} is waiting for the owner's approval.`
          : `Only members of ${sweep.name} can see its events, members and results. Ask to join, and the owner will approve you.`}
      </p>
      <JoinSweepButton sweep={sweep} />
    </div>
  );
}
