import { formatDay, inSocietyZone } from "@/lib/dates";
import type { ScorecardDto } from "@/lib/validation/scorecards";

type Signature = ScorecardDto["signature"];

type Props = { label: string; signature: Signature; who: string; timeZone: string };

/**
 * One signature's state in words and a mark, so it reads without colour: done ✓, out of date ⚠, or still to do. The
 * day is the society's (`timeZone`, the sweep's).
 */
export function SignatureLine({ label, signature, who, timeZone }: Props) {
  if (!signature) {
    return (
      <li className="text-stone-800">
        <span aria-hidden className="mr-1.5 inline-block w-5 text-center font-bold">
          ○
        </span>
        Not {label.toLowerCase()} by {who}
      </li>
    );
  }
  const by = `${label} by ${signature.by.fullName}`;
  const day = formatDay(inSocietyZone(signature.at, timeZone).day);
  if (!signature.current) {
    return (
      <li className="font-semibold text-red-800">
        <span aria-hidden className="mr-1.5 inline-block w-5 text-center">
          ⚠
        </span>
        {by} on {day}, but the card has changed since: sign again.
      </li>
    );
  }
  return (
    <li className="font-semibold text-green-800">
      <span aria-hidden className="mr-1.5 inline-block w-5 text-center">
        ✓
      </span>
      {by} <span className="font-normal text-stone-700">on {day}</span>
    </li>
  );
}
