"use client";

import Link from "next/link";
import { HandicapImport } from "../handicap/handicap-import";
import { buttonClass } from "../ui/button-styles";
import { AddMemberForm } from "./add-member-form";
import { InviteLinks } from "./invite-links";

/**
 * The admins' ways to bring people in and hand the list on, folded into lines so that on a phone the members come
 * first: invite links for the group chat, a member without an account, the CSV for the club and insurer, and the
 * guests whose history a new member may take over.
 */
export function MemberAdminTools({
  sweepId,
  isViewerOwner,
  timeZone,
}: {
  sweepId: string;
  isViewerOwner: boolean;
  timeZone: string;
}) {
  return (
    <div className="space-y-2">
      <Fold title="Invite links">
        <InviteLinks sweepId={sweepId} isViewerOwner={isViewerOwner} timeZone={timeZone} />
      </Fold>
      <Fold title="Add a member without an account">
        <AddMemberForm sweepId={sweepId} />
      </Fold>
      <Fold title="Handicaps in bulk (CSV)">
        <HandicapImport sweepId={sweepId} />
      </Fold>
      <a href={`/api/sweeps/${sweepId}/members/csv`} download className={buttonClass("secondary", "w-full sm:w-auto")}>
        Export member list (CSV)
      </a>
      <Link href={`/sweeps/${sweepId}/members/guests`} className={buttonClass("secondary", "w-full sm:ml-2 sm:w-auto")}>
        Link a guest&apos;s history
      </Link>
    </div>
  );
}

function Fold({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <details className="group rounded-2xl border border-stone-200 bg-white">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 text-base font-semibold text-stone-900 focus-visible:outline-2 focus-visible:outline-fairway-600 [&::-webkit-details-marker]:hidden">
        <span>{title}</span>
        <span className="text-fairway-800 underline underline-offset-4 group-open:hidden">Open</span>
        <span className="hidden text-fairway-800 underline underline-offset-4 group-open:inline">Close</span>
      </summary>
      <div className="px-4 pb-4">{children}</div>
    </details>
  );
}
