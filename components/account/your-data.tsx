"use client";

import { signOut } from "next-auth/react";
import { useState } from "react";
import { useEraseAccount } from "@/lib/hooks/use-account-erasure";
import { forgetScoringData } from "@/lib/scoring/device-data";
import { Button } from "../ui/button";
import { buttonClass } from "../ui/button-styles";
import { Section } from "../ui/section";
import { TypeToConfirmDialog } from "../ui/type-to-confirm-dialog";

/**
 * The member's own data (docs/self-hosting.md#privacy): everything stored about them as a JSON file, and erasing the
 * account, confirmed by typing its email. An owner of a sweep is refused with what to do, in the dialog.
 */
export function YourData({ email }: { email: string }) {
  const erase = useEraseAccount();
  const [confirming, setConfirming] = useState(false);
  return (
    <Section
      title="Your data"
      description="Download everything Sweeps keeps about you, or erase your account. Erasing keeps your past cards in your sweeps' results as “Former member”, so no one else's positions change."
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <a
          href="/api/account/data"
          download="sweeps-my-data.json"
          className={buttonClass("secondary", "w-full sm:w-auto")}
        >
          Download my data (JSON)
        </a>
        <Button variant="secondary" className="text-red-700" onClick={() => setConfirming(true)}>
          Erase my account
        </Button>
      </div>
      <TypeToConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) erase.reset();
        }}
        title="Erase your account?"
        description="Your name, email, sign-in, tokens, calendar link and email settings go for good, and you leave every sweep. Your past cards stay in the results as “Former member”. This cannot be undone."
        label="Type your email address to confirm"
        expected={email}
        confirmLabel="Erase my account"
        busy={erase.isMutating}
        error={erase.error?.message}
        onConfirm={async (typed) => {
          if (!(await erase.trigger({ confirmation: typed })).ok) return;
          await forgetScoringData();
          await signOut({ redirect: false });
          window.location.replace("/authentication/logged-out");
        }}
      />
    </Section>
  );
}
