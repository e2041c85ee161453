"use client";

import { type FormEvent, useState } from "react";
import { useCreateClaimInvitation } from "@/lib/hooks/use-member-invitations";
import { formatDayIn } from "@/lib/dates";
import type { ClaimInvitationDto } from "@/lib/validation/invitations";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { CopyLink } from "../ui/copy-link";
import { TextField } from "../ui/text-field";

/**
 * For a member without an account: the admin adds his email and gets the link that lets him claim his record
 * (scores and handicap history), to send him. A new link replaces the last one; its last day is the sweep's
 * (`timeZone`).
 */
export function ClaimInvitationForm({
  sweepId,
  memberId,
  name,
  timeZone,
}: {
  sweepId: string;
  memberId: string;
  name: string;
  timeZone: string;
}) {
  const invite = useCreateClaimInvitation(sweepId, memberId);
  const [invitation, setInvitation] = useState<ClaimInvitationDto | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    const result = await invite.trigger({ email });
    setInvitation(result.ok ? result.data : null);
  };

  return (
    <section aria-label="Invite to claim" className="space-y-3 border-t border-stone-200 pt-4">
      <p className="text-sm text-stone-700">
        {name} has no account. Add his email to get a link that lets him sign in or register with it and take over his
        scores and handicap history.
      </p>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-x-3 gap-y-2">
        <TextField
          label="His email"
          name="email"
          type="email"
          autoComplete="off"
          error={invite.fieldErrors.email}
          className="min-w-0 flex-1"
        />
        <Button type="submit" busy={invite.isMutating} className="sm:mt-7">
          Get claim link
        </Button>
      </form>
      {invite.error && !invite.fieldErrors.email ? <Alert tone="error">{invite.error.message}</Alert> : null}
      {invitation ? (
        <div className="space-y-2">
          <p className="text-sm text-stone-800">
            Send this link to {invitation.email}. It works until {formatDayIn(invitation.expiresAt, timeZone)}, for that
            email only.
          </p>
          <CopyLink label="Claim link" path={invitation.path} />
        </div>
      ) : null}
    </section>
  );
}
