"use client";

import { useState } from "react";
import { formatDay } from "@/lib/dates";
import { useCalendarFeedStatus, useCreateCalendarFeed, useRevokeCalendarFeed } from "@/lib/hooks/use-calendar-feed";
import type { CalendarFeedStatusDto } from "@/lib/validation/calendar";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { CopyLink } from "../ui/copy-link";
import { Section } from "../ui/section";

/**
 * The member's private calendar feed: an address a calendar app subscribes to, listing their sweeps' events. The
 * address is its own key, so it is shown once when made; a new one or turning it off stops the old one working.
 */
export function CalendarFeed({ initialStatus }: { initialStatus: CalendarFeedStatusDto }) {
  const { data: status = initialStatus } = useCalendarFeedStatus(initialStatus);
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [createdPath, setCreatedPath] = useState<string | null>(null);
  const error = create.error ?? revoke.error;

  return (
    <Section
      title="Calendar feed"
      description="Your sweeps' events in your phone's calendar: subscribe to your private address in the calendar app."
    >
      {createdPath ? (
        <Alert tone="success">
          Copy your calendar address now; it will not be shown again. Anyone with it sees your events.
          <div className="mt-2">
            <CopyLink label="Your calendar address" path={createdPath} />
          </div>
        </Alert>
      ) : null}
      <p className="text-label text-ink-muted">
        {status.active && status.createdAt
          ? `Your feed is on (address made ${formatDay(status.createdAt)}).`
          : "Your feed is off."}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          busy={create.isMutating}
          onClick={async () => {
            const result = await create.trigger();
            if (result.ok) setCreatedPath(result.data.path);
          }}
        >
          {status.active ? "Make a new address" : "Turn on calendar feed"}
        </Button>
        {status.active ? (
          <Button
            variant="secondary"
            busy={revoke.isMutating}
            onClick={async () => {
              if ((await revoke.trigger()).ok) setCreatedPath(null);
            }}
          >
            Turn off
          </Button>
        ) : null}
      </div>
      {error ? <Alert tone="error">{error.message}</Alert> : null}
    </Section>
  );
}
