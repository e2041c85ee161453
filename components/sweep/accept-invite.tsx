"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useOpenSweepInvite } from "@/lib/hooks/use-member-invitations";
import { checkedRoute } from "../layout/routes";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";

/** The signed-in visitor of an invite link uses it: a member goes to the sweep, a requester is told who decides. */
export function AcceptInvite({
  token,
  sweepName,
  joinDirectly,
}: {
  token: string;
  sweepName: string;
  joinDirectly: boolean;
}) {
  const open = useOpenSweepInvite(token);
  const router = useRouter();
  const [requested, setRequested] = useState(false);

  const accept = async () => {
    const result = await open.trigger();
    if (!result.ok) return;
    if (result.data.standing === "member") router.push(checkedRoute(`/sweeps/${result.data.sweepId}`));
    else setRequested(true);
  };

  if (requested) {
    return (
      <Alert tone="success">
        Your request to join {sweepName} is with its admins. You will see the sweep as soon as one approves it.
      </Alert>
    );
  }
  return (
    <div className="space-y-3">
      {open.error ? <Alert tone="error">{open.error.message}</Alert> : null}
      <Button className="w-full" busy={open.isMutating} onClick={accept}>
        {joinDirectly ? `Join ${sweepName}` : `Ask to join ${sweepName}`}
      </Button>
    </div>
  );
}
