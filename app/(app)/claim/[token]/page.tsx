import type { Metadata } from "next";
import { SignInFirst } from "@/components/auth/sign-in-first";
import { ClaimRecord } from "@/components/player/claim-record";
import { Alert } from "@/components/ui/alert";
import { PageCard } from "@/components/ui/page-card";
import { getSessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db/infra/client";
import { claimRefusal, findPlayerClaim } from "@/lib/server/db/player-claims";
import { invitationTokenSchema, playerClaimPath } from "@/lib/validation/invitations";

export const metadata: Metadata = { title: "Claim your record" };

// claim/{token}: an invitation to take over a member record an admin added. Signed out it offers sign-in or
// registration (with the invited email) and comes back here; the claim itself checks the email.
export default async function ClaimPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const claim = invitationTokenSchema.safeParse(token).success ? await findPlayerClaim(db, token) : null;
  if (!claim) {
    return (
      <PageCard title="Claim your record">
        <Alert tone="error">
          That link is not a valid invitation: copy the whole link from the secretary’s message.
        </Alert>
      </PageCard>
    );
  }
  const refusal = claimRefusal(claim);
  const user = refusal ? null : await getSessionUser();
  return (
    <PageCard title="Claim your record">
      {refusal ? (
        <Alert tone="error">{refusal}</Alert>
      ) : (
        <>
          <p className="text-stone-800">
            {claim.sweep.name} keeps the scores and handicap history of {claim.player.fullName}. Claim them to see and
            mark your own cards.
          </p>
          <p className="text-sm text-stone-700">
            Sign in or register with the email address this invitation was sent to.
          </p>
          {user ? (
            <ClaimRecord token={token} name={claim.player.fullName} />
          ) : (
            <SignInFirst returnPath={playerClaimPath(token)} />
          )}
        </>
      )}
    </PageCard>
  );
}
