// What useLiveScorecard fetches as a scoring page mounts (loadSavePath): the IndexedDB outbox, the card senders and
// the phone card re-scored by lib/golf, in one chunk of their own.
export {
  enqueueTap,
  isSupersededByNewTap,
  keepMine,
  listEntries,
  readStoredCard,
  removeEntry,
  storeCard,
} from "./outbox";
export { phoneCard } from "./phone-card";
export { cardSender, resumeWaitingSaves } from "./sender";
