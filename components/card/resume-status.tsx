/**
 * Says where the keypad opened after a reload, so nobody taps hole 9's number into hole 15 without noticing. Shown
 * by the keys (the page may reopen scrolled anywhere), dark on white with a heavy border to be read in sunshine,
 * and it stays until the person chooses a hole or taps.
 */
export function ResumeStatus({ holeNumber, isCompact = false }: { holeNumber: number; isCompact?: boolean }) {
  // Under the hole's header, which already says which hole: one line, so the keys stay on a phone's screen.
  if (isCompact)
    return (
      <p role="status" className="px-1 text-sm font-semibold text-stone-900">
        ↻ Resumed at hole {holeNumber}: the first without a score
      </p>
    );
  return (
    <p
      role="status"
      className="flex items-center gap-3 rounded-xl border-2 border-stone-950 bg-white px-4 py-2.5 text-base text-stone-950 shadow-[0_-4px_12px_rgb(0_0_0/0.15)]"
    >
      <span
        aria-hidden
        className="grid size-7 shrink-0 place-items-center rounded-full bg-stone-950 text-sm font-black text-white"
      >
        ↻
      </span>
      <span>
        <strong className="font-bold">Resumed at hole {holeNumber}</strong>, the first hole without a score on this
        phone.
      </span>
    </p>
  );
}
