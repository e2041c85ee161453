import Link from "next/link";

export default function HomePage() {
  return (
    <main className="relative flex min-h-dvh items-center justify-center bg-gradient-to-b from-fairway-700 to-fairway-900 px-6">
      <div className="text-center text-white">
        <h1 className="text-5xl font-bold tracking-tight">Sweeps</h1>
        <p className="mt-3 text-lg text-fairway-100">Your golf society: events, live scorecards, handicaps and the order of merit.</p>
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
