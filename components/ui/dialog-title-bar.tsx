import * as Dialog from "@radix-ui/react-dialog";

/** The title and close button along the top of a modal or a side panel. */
export function DialogTitleBar({ title }: { title: string }) {
  return (
    <div className="flex items-center justify-between gap-3 border-b border-line px-5 py-3">
      <Dialog.Title className="text-title text-ink">{title}</Dialog.Title>
      <Dialog.Close
        className="grid min-h-tap min-w-tap place-items-center rounded-control text-ink-muted hover:bg-surface-sunken"
        aria-label="Close"
      >
        <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </Dialog.Close>
    </div>
  );
}
