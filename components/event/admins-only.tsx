/** A sweep member on a page for its owner and admins: what the page is for, and who can do it. */
export function AdminsOnly({ what, ownerName }: { what: string; ownerName: string }) {
  return (
    <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-stone-800">
      Only the sweep&apos;s owner and admins can {what}. Ask {ownerName} if you would like to help run events.
    </p>
  );
}
