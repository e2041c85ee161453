import Link from "next/link";
import { PageContainer, PageTitle } from "../layout/page-container";
import { buttonClass } from "../ui/button-styles";

/** What someone outside the event's sweep sees: the guard's reason, and the way to the sweeps they can ask to join. */
export function EventRefusal({ reason, title = "Event" }: { reason: string; title?: string }) {
  return (
    <PageContainer>
      <PageTitle>{title}</PageTitle>
      <div className="space-y-3 rounded-2xl border border-dashed border-stone-300 bg-white p-6">
        <p className="text-stone-700">{reason}</p>
        <Link href="/sweeps" className={buttonClass("secondary")}>
          See the sweeps
        </Link>
      </div>
    </PageContainer>
  );
}
