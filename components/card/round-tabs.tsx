import type { Route } from "next";
import Link from "next/link";
import { checkedRoute } from "../layout/routes";
import { playHref } from "./card-links";

export type RoundTab = "card" | "leaderboard" | "group";

type Props = {
  eventId: string;
  current: RoundTab;
  /** Where Card leads: the card on screen, or (by default) the player's own cards of the event. */
  cardHref?: Route;
};

const TAB =
  "flex min-h-14 flex-col items-center justify-center gap-0.5 text-sm font-bold focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-fairway-600 lg:min-h-11 lg:flex-row lg:gap-2 lg:rounded-lg lg:text-base";

/**
 * The round's three places, one tap apart (docs/screens-and-api.md#playing-and-marking-a-card): the card, the live
 * leaderboard and the playing group. Fixed at the bottom of a phone, under the keypad, where the thumb is; a row of
 * tabs at the top of the page on a wide screen.
 */
export function RoundTabs({ eventId, current, cardHref = playHref(eventId) }: Props) {
  const tabs: Array<{ tab: RoundTab; label: string; icon: string; href: Route }> = [
    { tab: "card", label: "Card", icon: "▦", href: cardHref },
    { tab: "leaderboard", label: "Leaderboard", icon: "≡", href: checkedRoute(`/event/leaderboard/${eventId}`) },
    { tab: "group", label: "Group", icon: "◉", href: checkedRoute(`/event/play/${eventId}/group`) },
  ];
  // max-lg:mb-0!: a fixed bar takes no part in its page's spacing (Tailwind's space-y gives it a bottom margin).
  return (
    <nav
      aria-label="Round"
      data-round-tabs
      className="fixed inset-x-0 bottom-0 z-20 border-t-2 max-lg:mb-0! border-stone-900 bg-white pb-[env(safe-area-inset-bottom)] lg:static lg:rounded-xl lg:border-2 lg:p-1"
    >
      <ul className="mx-auto grid max-w-6xl grid-cols-3 lg:gap-1">
        {tabs.map(({ tab, label, icon, href }) => (
          <li key={tab}>
            <Link
              href={href}
              aria-current={tab === current ? "page" : undefined}
              className={`${TAB} ${tab === current ? "bg-stone-950 text-white" : "text-stone-900 hover:bg-stone-100"}`}
            >
              <span aria-hidden className="text-lg leading-none">
                {icon}
              </span>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The room a phone's page keeps at its foot so nothing ends hidden under the fixed tabs. */
export const ROUND_TABS_CLEARANCE = "pb-16 lg:pb-0";

/** Where a phone's sticky keypad stops: on the fixed tabs, not under them; beside the card on a wide screen. */
export const ABOVE_ROUND_TABS = "bottom-[calc(3.625rem+env(safe-area-inset-bottom))] lg:bottom-auto";
