"use client";

import { useSyncExternalStore } from "react";

/** The round screen's two views of a card: the hole being played, or the full 18-hole table. */
export type CardView = "hole" | "table";

const STORAGE_KEY = "sweeps-card-view";
const CHANGE_EVENT = "sweeps-card-view";
/** The choice where storage is refused (some private modes): it then lasts until the page is left. */
let unstoredView: CardView = "hole";

function readView(): CardView {
  try {
    return localStorage.getItem(STORAGE_KEY) === "table" ? "table" : "hole";
  } catch {
    return unstoredView;
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/**
 * The view the person last chose, remembered on the phone and shared by every card on screen (both cards of the
 * play page switch together). The hole view until they choose the table.
 */
export function useCardView(): [CardView, (view: CardView) => void] {
  const view = useSyncExternalStore(subscribe, readView, () => "hole" as const);
  const choose = (next: CardView) => {
    unstoredView = next;
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Read back from unstoredView.
    }
    window.dispatchEvent(new Event(CHANGE_EVENT));
  };
  return [view, choose];
}
