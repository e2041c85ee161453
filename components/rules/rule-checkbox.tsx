type Props = { label: string; checked: boolean; onChange: (checked: boolean) => void };

/** A yes-or-no rule, thumb-sized; the form's fieldset disables it for readers who may not change the rules. */
export function RuleCheckbox({ label, checked, onChange }: Props) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-base text-ink has-disabled:cursor-not-allowed has-disabled:text-ink-muted">
      <input
        type="checkbox"
        checked={checked}
        onChange={(change) => onChange(change.target.checked)}
        className="size-5 shrink-0 accent-fairway-700"
      />
      {label}
    </label>
  );
}
