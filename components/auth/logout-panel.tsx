"use client";

import { signOut } from "next-auth/react";
import { useEffect, useState } from "react";
import { clearLogoutRequest, isLogoutRequested } from "../layout/logout-intent";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";

const LOGOUT_NOT_LOCAL_MESSAGE = "The logout was not initiated from within the page.";

async function finishSignOut() {
  await signOut({ redirect: false });
  clearLogoutRequest();
  window.location.replace("/authentication/logout-callback");
}

/** Signs out when the app asked for it; a visit from anywhere else only explains and offers a button. */
export function LogoutPanel() {
  const [state, setState] = useState<"checking" | "signing-out" | "not-local">("checking");

  const signOutNow = () => {
    setState("signing-out");
    void finishSignOut();
  };

  useEffect(() => {
    if (isLogoutRequested()) {
      void finishSignOut();
      return;
    }
    // sessionStorage is only readable in the browser, so the answer arrives after the first render.
    const timer = setTimeout(() => setState("not-local"));
    return () => clearTimeout(timer);
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
  return <p className="text-stone-700">Signing you out…</p>;
}
