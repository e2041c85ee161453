"use client";

import { type FormEvent, useState } from "react";
import { formatDayIn } from "@/lib/dates";
import { useCreateSweepInvite, useRevokeSweepInvite, useSweepInvites } from "@/lib/hooks/use-member-invitations";
import type { SweepInviteDto } from "@/lib/validation/invitations";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { CopyLink } from "../ui/copy-link";
import { SelectField } from "../ui/select-field";

const LIFETIMES = [
  { value: "", label: "Until revoked" },
  { value: "7", label: "7 days" },
  { value: "30", label: "30 days" },
  { value: "90", label: "90 days" },
] as const;

type Props = { sweepId: string; isViewerOwner: boolean; timeZone: string };

/**
 * The sweep's invite links for the group chat: make one (ask to join, or join at once), copy it, revoke it. Their days
 * are the sweep's (`timeZone`).
 */
export function InviteLinks({ sweepId, isViewerOwner, timeZone }: Props) {
  const { data: links = [], error } = useSweepInvites(sweepId);
  const create = useCreateSweepInvite(sweepId);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const days = values.get("expiresInDays");
    await create.trigger({
      joinDirectly: values.get("joinDirectly") === "on",
      expiresInDays: days ? Number(days) : null,
    });
  };

  return (
    <div className="space-y-4">
      <form onSubmit={submit} className="space-y-3" aria-label="Make an invite link">
        <p className="text-sm text-stone-700">
          Paste a link into the society’s group chat: whoever opens it signs in or registers, then joins.
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField label="Link works" name="expiresInDays" defaultValue="" className="w-44">
            {LIFETIMES.map((lifetime) => (
              <option key={lifetime.value} value={lifetime.value}>
                {lifetime.label}
              </option>
            ))}
          </SelectField>
          {isViewerOwner ? (
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-base text-stone-900">
              <input type="checkbox" name="joinDirectly" className="size-5 shrink-0 accent-fairway-700" />
              Join at once, without approval
            </label>
          ) : null}
        </div>
        {create.error ? <Alert tone="error">{create.error.message}</Alert> : null}
        <Button type="submit" busy={create.isMutating}>
          Make invite link
        </Button>
      </form>
      {error ? <Alert tone="error">{error.message}</Alert> : null}
      {links.length > 0 ? (
        <ul aria-label="Invite links that work" className="space-y-3">
          {links.map((link) => (
            <InviteLinkRow key={link.id} sweepId={sweepId} link={link} timeZone={timeZone} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function InviteLinkRow({ sweepId, link, timeZone }: { sweepId: string; link: SweepInviteDto; timeZone: string }) {
  const revoke = useRevokeSweepInvite(sweepId, link.id);
  const [confirming, setConfirming] = useState(false);
  const facts = [
    link.joinDirectly ? "Joins at once" : "Asks to join",
    link.expiresAt ? `works until ${formatDayIn(link.expiresAt, timeZone)}` : "works until revoked",
    `made ${formatDayIn(link.createdAt, timeZone)}`,
  ];
  return (
    <li className="space-y-2 rounded-xl border border-stone-200 bg-stone-50/60 p-3">
      <p className="text-sm font-medium text-stone-800">{facts.join(" · ")}</p>
      <CopyLink label="Invite link" path={link.path} />
      <Button variant="secondary" className="text-red-700" onClick={() => setConfirming(true)}>
        Revoke link
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Revoke this invite link?"
        description="Anyone who opens it from now on is told it was withdrawn. Members who already joined stay."
        confirmLabel="Revoke link"
        busy={revoke.isMutating}
        error={revoke.error?.message}
        onConfirm={async () => {
          if ((await revoke.trigger()).ok) setConfirming(false);
        }}
      />
    </li>
  );
}
