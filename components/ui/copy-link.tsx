"use client";

import { useState, useSyncExternalStore } from "react";
import { Button } from "./button";

/**
 * A link to pass on (a group chat, a message): the whole address shown and selectable, and a Copy button that
 * says when it worked. The path is made absolute with this site's origin, as the recipient will open it.
 */
export function CopyLink({ label, path }: { label: string; path: string }) {
  // The server renders the path; the browser knows the origin it was opened on.
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => "",
  );
  const url = origin ? new URL(path, origin).toString() : path;
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
  };

  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-stretch gap-2">
        <input
          readOnly
          aria-label={label}
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-stone-300 bg-stone-50 px-3 font-mono text-sm text-stone-900"
        />
        <Button variant="secondary" onClick={copy}>
          Copy link
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm text-fairway-800">
        {copied === "copied" ? "Copied. Paste it into your message." : null}
        {copied === "failed" ? "This browser did not allow copying: select the link and copy it yourself." : null}
      </p>
    </div>
  );
}

const noSubscription = () => () => {};
