import { LoadingPage, Skeleton } from "../ui/skeleton";

// Loading states shaped like the page on its way, so nothing jumps when it arrives.

const CARD = "space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm";

function Title({ width = "w-48" }: { width?: string }) {
  return <Skeleton className={`h-8 ${width}`} />;
}

function Rows({ count }: { count: number }) {
  return (
    <div className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex items-center justify-between gap-4 px-4 py-3">
          <Skeleton className="h-5 w-2/5" />
          <Skeleton className="h-6 w-24" />
        </div>
      ))}
    </div>
  );
}

/** Home and /sweeps: the sweep cards. */
export function SweepListSkeleton() {
  return (
    <LoadingPage label="Loading your sweeps…">
      <Title width="w-40" />
      <div className="grid gap-4 md:grid-cols-2">
        {[0, 1].map((card) => (
          <div key={card} className={CARD}>
            <Skeleton className="h-7 w-3/5" />
            <Skeleton className="h-10 w-full" />
            <div className="flex gap-2">
              <Skeleton className="h-11 w-28" />
              <Skeleton className="h-11 w-24" />
              <Skeleton className="h-11 w-20" />
            </div>
          </div>
        ))}
      </div>
    </LoadingPage>
  );
}

function SweepHeaderSkeleton() {
  return (
    <div className="space-y-3">
      <Skeleton className="h-11 w-28" />
      <div className={CARD}>
        <Skeleton className="h-8 w-3/5" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-11 w-72 max-w-full" />
      </div>
    </div>
  );
}

/** A sweep's pages: the header, then its events or its members. */
export function SweepPageSkeleton({ view }: { view: "events" | "members" }) {
  return (
    <LoadingPage label="Loading the sweep…">
      <SweepHeaderSkeleton />
      {view === "events" ? (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((card) => (
            <Skeleton key={card} className="h-32 rounded-2xl" />
          ))}
        </div>
      ) : (
        <div className="space-y-4">
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-12 w-56" />
          <Rows count={6} />
        </div>
      )}
    </LoadingPage>
  );
}

/** sweeps/admin: a list of sweeps, one line each. */
export function SweepAdminSkeleton() {
  return (
    <LoadingPage label="Loading sweeps…">
      <Title width="w-32" />
      <Rows count={4} />
    </LoadingPage>
  );
}

/** user/player: the handicap, its chart and history, then events. */
export function PlayerSkeleton() {
  return (
    <LoadingPage label="Loading your handicap…">
      <Skeleton className="h-11 w-28" />
      <Title width="w-56" />
      <div className={CARD}>
        <Skeleton className="h-6 w-28" />
        <Skeleton className="h-10 w-52" />
        <Skeleton className="h-44 w-full" />
        <Rows count={3} />
      </div>
    </LoadingPage>
  );
}

/** Sign-in, registration and profile: a narrow card with a form. */
export function FormCardSkeleton() {
  return (
    <LoadingPage label="Loading…">
      <div className={`mx-auto max-w-md ${CARD}`}>
        <Title />
        {[0, 1, 2].map((field) => (
          <div key={field} className="space-y-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-11 w-full" />
          </div>
        ))}
        <Skeleton className="h-11 w-full" />
      </div>
    </LoadingPage>
  );
}
