"use client";

import { signOut } from "next-auth/react";
import Link from "next/link";
import { useEffect, useState } from "react";
import { countWaitingSaves, forgetScoringData } from "@/lib/scoring/device-data";
import { clearLogoutRequest, isLogoutRequested } from "../layout/logout-intent";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { buttonClass } from "../ui/button-styles";

const LOGOUT_NOT_LOCAL_MESSAGE = "The logout was not initiated from within the page.";

async function finishSignOut() {
  await forgetScoringData();
  await signOut({ redirect: false });
  clearLogoutRequest();
  window.location.replace("/authentication/logout-callback");
}

const waitingMessage = (count: number) =>
  `${count === 1 ? "1 score is" : `${count} scores are`} still waiting for signal on this phone. ` +
  "Signing out now discards them: stay signed in until they are saved, or sign out if you no longer need them.";

/**
 * Signs out when the app asked for it; a visit from anywhere else only explains and offers a button. Signing
 * out forgets the scoring data kept on this device, so first it says so when scores are still waiting.
 */
export function LogoutPanel() {
  const [state, setState] = useState<"checking" | "signing-out" | "not-local" | { waiting: number }>("checking");

  const signOutNow = () => {
    setState("signing-out");
    void finishSignOut();
  };

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const waiting = await countWaitingSaves().catch(() => 0);
      if (cancelled) return;
      if (!isLogoutRequested()) setState("not-local");
      else if (waiting > 0) setState({ waiting });
      else void finishSignOut();
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  if (state === "not-local") {
    return (
      <>
        <Alert tone="error">{LOGOUT_NOT_LOCAL_MESSAGE}</Alert>
        <Button variant="secondary" className="w-full" onClick={signOutNow}>
          Log out now
        </Button>
      </>
    );
  }
  if (typeof state === "object") {
    return (
      <>
        <Alert tone="error">{waitingMessage(state.waiting)}</Alert>
        <Link href="/" onClick={clearLogoutRequest} className={buttonClass("primary", "w-full")}>
          Stay signed in
        </Link>
        <Button variant="secondary" className="w-full" onClick={signOutNow}>
          Sign out and discard them
        </Button>
      </>
    );
  }
  return <p className="text-stone-700">Signing you out…</p>;
}
