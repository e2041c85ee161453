"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useState } from "react";
import { markLogoutRequested } from "./logout-intent";

const LINK = "flex min-h-11 items-center rounded-lg px-3 text-base font-medium text-white/90 hover:bg-white/10 hover:text-white";

export function NavBar({ userName }: { userName: string | null }) {
  // The menu belongs to the page it was opened on, so it is closed again after any navigation.
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  const router = useRouter();

  const logout = () => {
    markLogoutRequested();
    router.push("/authentication/logout");
  };

  const links = userName ? (
    <>
      <Link href="/authentication/profile" className={LINK}>
        Hello {userName}
      </Link>
      <button type="button" onClick={logout} className={`${LINK} w-full text-left sm:w-auto`}>
        Logout
      </button>
    </>
  ) : (
    <>
      <Link href="/authentication/register" className={LINK}>
        Register
      </Link>
      <Link href="/authentication/login" className={LINK}>
        Login
      </Link>
    </>
  );

  return (
    <header className="sticky top-0 z-30 bg-fairway-800 shadow">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl flex-wrap items-center gap-1 px-3 py-1.5">
        <Link href="/" className="mr-2 flex min-h-11 items-center gap-2 px-2 text-xl font-bold text-white">
          <svg viewBox="0 0 24 24" className="size-7" aria-hidden>
            <circle cx="12" cy="12" r="12" fill="white" />
            <path d="M9 5v14" stroke="#1c4a2c" strokeWidth="1.8" strokeLinecap="round" />
            <path d="M9.5 5.5l7 3-7 3z" fill="#c2410c" />
            <ellipse cx="12" cy="19" rx="5" ry="1.3" fill="#2f7a45" />
          </svg>
          Sweeps
        </Link>
        <Link href="/sweeps" className={`${LINK} hidden sm:flex`}>
          Sweeps
        </Link>
        <div className="ml-auto hidden items-center gap-1 sm:flex">{links}</div>
        <button
          type="button"
          className="ml-auto grid min-h-11 min-w-11 place-items-center rounded-lg text-white hover:bg-white/10 sm:hidden"
          aria-expanded={isOpen}
          aria-controls="main-menu"
          aria-label={isOpen ? "Close menu" : "Open menu"}
          onClick={() => setOpenOn(isOpen ? null : pathname)}
        >
          <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
            {isOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
        {isOpen ? (
          <div id="main-menu" className="flex w-full flex-col gap-1 border-t border-white/15 pt-2 pb-2 sm:hidden">
            <Link href="/sweeps" className={LINK}>
              Sweeps
            </Link>
            {links}
          </div>
        ) : null}
      </nav>
    </header>
  );
}
