import Link from "next/link";
import { PageContainer, PageTitle } from "@/components/layout/page-container";
import { SweepList } from "@/components/sweep/sweep-list";
import { getSessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db/infra/client";
import { listSweepsForPlayer } from "@/lib/server/db/sweeps";

// Home: signed out, a full-screen welcome with a Login button; signed in, the sweep list (docs/screens-and-api.md#home-and-navigation).
export default async function HomePage() {
  const user = await getSessionUser();
  if (!user) return <Welcome />;
  return (
    <PageContainer>
      <PageTitle>Your sweeps</PageTitle>
      <SweepList sweeps={await listSweepsForPlayer(db, user.playerId)} viewerPlayerId={user.playerId} />
    </PageContainer>
  );
}

function Welcome() {
  return (
    <main className="relative flex flex-1 items-center justify-center bg-gradient-to-b from-fairway-700 to-fairway-900 px-6 py-16">
      <div className="text-center text-white">
        <h1 className="text-5xl font-bold tracking-tight">Sweeps</h1>
        <p className="mt-3 text-lg text-fairway-100">
          Your golf society: events, live scorecards, handicaps and the order of merit.
        </p>
        <Link
          href="/authentication/login"
          className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-white px-8 text-lg font-semibold text-fairway-800 shadow hover:bg-fairway-50"
        >
          Login
        </Link>
      </div>
    </main>
  );
}
