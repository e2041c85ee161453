"use client";

import { useState } from "react";
import { useUnsubscribe } from "@/lib/hooks/use-notifications";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";

/**
 * One click, no sign-in. A button rather than the link's own visit: mail scanners open every link in an email,
 * and would unsubscribe people who never asked.
 */
export function UnsubscribeConfirm({ token }: { token: string }) {
  const unsubscribe = useUnsubscribe();
  const [stopped, setStopped] = useState<string | null>(null);
  const confirm = async () => {
    const result = await unsubscribe.trigger({ token });
    if (result.ok) setStopped(result.data.title);
  };
  if (stopped) {
    return (
      <Alert tone="success">
        Done: you will get no more “{stopped}” emails. Turn it back on from your profile’s Email section.
      </Alert>
    );
  }
  return (
    <div className="space-y-3">
      {unsubscribe.error ? <Alert tone="error">{unsubscribe.error.message}</Alert> : null}
      <Button busy={unsubscribe.isMutating} onClick={() => void confirm()}>
        Unsubscribe
      </Button>
    </div>
  );
}
