"use client";

import { useRouter } from "next/navigation";
import { useClaimPlayer } from "@/lib/hooks/use-member-invitations";
import { checkedRoute } from "../layout/routes";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";

/** The signed-in visitor of a claim link takes over the member record, then sees the sweep as its member. */
export function ClaimRecord({ token, name }: { token: string; name: string }) {
  const claim = useClaimPlayer(token);
  const router = useRouter();
  const accept = async () => {
    const result = await claim.trigger();
    if (result.ok) router.push(checkedRoute(`/sweeps/${result.data.sweepId}`));
  };
  return (
    <div className="space-y-3">
      {claim.error ? <Alert tone="error">{claim.error.message}</Alert> : null}
      <Button className="w-full" busy={claim.isMutating} onClick={accept}>
        I am {name}: claim my record
      </Button>
    </div>
  );
}
