import { buttonClass } from "../ui/button-styles";
import { SelectField } from "../ui/select-field";

type Props = { members: Array<{ id: string; fullName: string }>; selected: string };

/** Admins read any member's explanation: a plain GET form, so it works before the page's script has loaded. */
export function ExplainMemberPicker({ members, selected }: Props) {
  return (
    <form method="get" className="flex flex-wrap items-end gap-2">
      <SelectField label="Member" name="player" defaultValue={selected} className="min-w-0 flex-1">
        {members.map((member) => (
          <option key={member.id} value={member.id}>
            {member.fullName}
          </option>
        ))}
      </SelectField>
      <button type="submit" className={buttonClass("secondary")}>
        Show
      </button>
    </form>
  );
}
