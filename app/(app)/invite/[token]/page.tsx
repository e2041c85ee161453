import type { Metadata } from "next";
import { SignInFirst } from "@/components/auth/sign-in-first";
import { AcceptInvite } from "@/components/sweep/accept-invite";
import { Alert } from "@/components/ui/alert";
import { PageCard } from "@/components/ui/page-card";
import { getSessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db/infra/client";
import { findSweepInvite, inviteRefusal } from "@/lib/server/db/sweep-invites";
import { invitationTokenSchema, sweepInvitePath } from "@/lib/validation/invitations";

export const metadata: Metadata = { title: "Invitation" };

// invite/{token}: a sweep's invite link from the group chat. Signed out it offers sign-in or registration and comes
// back here; signed in it joins or asks to join, as the link says. The link is the permission, so no sweep guard.
export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const invite = invitationTokenSchema.safeParse(token).success ? await findSweepInvite(db, token) : null;
  if (!invite) {
    return (
      <PageCard title="Invitation">
        <Alert tone="error">That link is not a valid invite link: copy the whole link again.</Alert>
      </PageCard>
    );
  }
  const refusal = inviteRefusal(invite);
  const user = refusal ? null : await getSessionUser();
  return (
    <PageCard title={`Join ${invite.sweep.name}`}>
      {refusal ? (
        <Alert tone="error">{refusal}</Alert>
      ) : (
        <>
          <p className="text-stone-800">
            You are invited to {invite.sweep.name} on Sweeps, where the society’s events, cards and handicaps live.
            {invite.joinDirectly ? "" : " Its admins approve new members."}
          </p>
          {user ? (
            <AcceptInvite token={token} sweepName={invite.sweep.name} joinDirectly={invite.joinDirectly} />
          ) : (
            <SignInFirst returnPath={sweepInvitePath(token)} />
          )}
        </>
      )}
    </PageCard>
  );
}
