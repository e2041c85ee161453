import { LoadingPage, Skeleton } from "../ui/skeleton";
import { CardOwner, type CardOwnerFacts, SUMMARY_CLASS, SUMMARY_ROW_CLASS } from "./card-summary";

const ROWS = Array.from({ length: 9 }, (_, at) => at);

/** A card page on its way: the summary, the two nines and, where the page marks, the keypad's place. */
export function CardSkeleton({
  label = "Loading the card…",
  hasSwitcher = false,
}: {
  label?: string;
  hasSwitcher?: boolean;
}) {
  return (
    <LoadingPage label={label}>
      <Skeleton className="h-11 w-28" />
      {hasSwitcher ? <Skeleton className="h-16 w-full rounded-2xl" /> : null}
      <div className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        <Skeleton className="h-8 w-3/5" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-14 w-full" />
      </div>
      <NineBlocks />
    </LoadingPage>
  );
}

type BeingReadProps = { card: CardOwnerFacts; headingLevel?: 1 | 2 };

/**
 * A card whose page is here but whose scores kept on the phone are still being read (an instant): whose card it is,
 * from the server's card and in the summary's place, so the page's first paint says it; no number and no keypad yet,
 * so a tap cannot land on a hole chosen without them.
 */
export function CardBeingRead({ card, headingLevel = 1 }: BeingReadProps) {
  return (
    <div aria-busy="true" className="space-y-4">
      <p role="status" className="sr-only">
        Reading the scores of {card.player.fullName} kept on this phone…
      </p>
      <section aria-label="Card" className={SUMMARY_CLASS}>
        <div className={SUMMARY_ROW_CLASS}>
          <CardOwner card={card} headingLevel={headingLevel} />
          <Skeleton className="h-14 w-44" />
        </div>
      </section>
      <NineBlocks />
    </div>
  );
}

function NineBlocks() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {[0, 1].map((nine) => (
        <div key={nine} className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
          {ROWS.map((row) => (
            <div key={row} className="flex h-12 items-center justify-between gap-3 px-4">
              <Skeleton className="h-6 w-8" />
              <Skeleton className="h-6 w-2/3" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

/** The play page's two cards while the phone reads them: the place of the switch between them, and of the first. */
export function CardPairBeingRead({ card }: { card: CardOwnerFacts }) {
  return (
    <div className="space-y-4">
      <Skeleton className="h-[4.25rem] w-full rounded-panel" />
      <CardBeingRead card={card} headingLevel={2} />
    </div>
  );
}
