"use client";

import type { Route } from "next";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { keepsEarlyPress } from "../ui/early-press";
import { useEarlyPress } from "../ui/use-early-press";
import { useTrackInAppNavigation } from "./in-app-history";
import { markLogoutRequested } from "./logout-intent";

const LINK =
  "flex min-h-11 items-center rounded-lg px-3 text-base font-medium text-white/90 hover:bg-white/10 hover:text-white aria-[current]:bg-white/15 aria-[current]:text-white aria-[current]:underline aria-[current]:decoration-sand-300 aria-[current]:decoration-2 aria-[current]:underline-offset-8";

/** aria-current for a link of the bar: "page" on the page itself, "true" anywhere inside its section. */
function currentFor(pathname: string, href: Route, section?: RegExp): "page" | "true" | undefined {
  if (pathname === href) return "page";
  return section?.test(pathname) ? "true" : undefined;
}

const SWEEPS_SECTION = /^\/(sweeps|sweep)\//;
const EVENTS_SECTION = /^\/(events|event)\//;

export function NavBar({ userName }: { userName: string | null }) {
  // The menu belongs to the page it was opened on, so it is closed again after any navigation.
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  const router = useRouter();
  const nav = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  useEarlyPress(menuButton, () => setOpenOn(pathname));
  useTrackInAppNavigation();

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      menuButton.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [isOpen]);

  const logout = () => {
    markLogoutRequested();
    router.push("/authentication/logout");
  };

  // Sweeps for everyone (docs/screens-and-api.md#home-and-navigation); Dashboard and Events are the signed-in member's own pages.
  const sectionLinks = (className: string) => (
    <>
      <Link href="/sweeps" aria-current={currentFor(pathname, "/sweeps", SWEEPS_SECTION)} className={className}>
        Sweeps
      </Link>
      {userName ? (
        <>
          <Link href="/events" aria-current={currentFor(pathname, "/events", EVENTS_SECTION)} className={className}>
            Events
          </Link>
          <Link href="/dashboard" aria-current={currentFor(pathname, "/dashboard")} className={className}>
            Dashboard
          </Link>
        </>
      ) : null}
    </>
  );
  const links = userName ? (
    <>
      <Link
        href="/authentication/profile"
        aria-current={currentFor(pathname, "/authentication/profile")}
        className={LINK}
      >
        Hello {userName}
      </Link>
      <button type="button" onClick={logout} className={`${LINK} w-full text-left sm:w-auto`}>
        Logout
      </button>
    </>
  ) : (
    <>
      <Link
        href="/authentication/register"
        aria-current={currentFor(pathname, "/authentication/register")}
        className={LINK}
      >
        Register
      </Link>
      <Link href="/authentication/login" aria-current={currentFor(pathname, "/authentication/login")} className={LINK}>
        Login
      </Link>
    </>
  );

  return (
    <header className="fairway-stripes sticky top-0 z-30 border-b-[3px] border-sand-300 bg-fairway-800 shadow-lifted">
      <nav ref={nav} aria-label="Main" className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-3 py-1.5">
        <Link
          href="/"
          aria-current={pathname === "/" ? "page" : undefined}
          className="mr-2 flex min-h-11 items-center gap-2 px-2 text-xl font-bold text-white"
        >
          <svg viewBox="0 0 24 24" className="size-7" aria-hidden>
            <circle cx="12" cy="12" r="12" fill="white" />
            <path d="M9 5v14" stroke="#1c4a2c" strokeWidth="1.8" strokeLinecap="round" />
            <path d="M9.5 5.5l7 3-7 3z" fill="#c2410c" />
            <ellipse cx="12" cy="19" rx="5" ry="1.3" fill="#2f7a45" />
          </svg>
          Sweeps
        </Link>
        {sectionLinks(`${LINK} hidden sm:flex`)}
        <div className="ml-auto hidden items-center gap-2 sm:flex">{links}</div>
        <button
          ref={menuButton}
          type="button"
          className="ml-auto grid min-h-11 min-w-11 place-items-center rounded-lg text-white hover:bg-white/10 sm:hidden"
          aria-expanded={isOpen}
          aria-controls="main-menu"
          aria-label={isOpen ? "Close menu" : "Open menu"}
          onClick={() => setOpenOn(isOpen ? null : pathname)}
          {...keepsEarlyPress("click")}
        >
          <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
            {isOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
        {isOpen ? (
          <div id="main-menu" className="flex w-full flex-col gap-2 border-t border-white/15 pt-2 pb-2 sm:hidden">
            {sectionLinks(LINK)}
            {links}
          </div>
        ) : null}
      </nav>
    </header>
  );
}
