import type { NoticeSource } from "@/lib/server/live/notice-sources";

let open: (() => NoticeSource) | null = null;

/** setup.ts says how to LISTEN on this test file's database. */
export function provideLiveSource(opener: () => NoticeSource): void {
  open = opener;
}

/** Another LISTEN on this test file's database, as a second app process would hold. */
export function openLiveSource(): NoticeSource {
  if (!open) throw new Error("tests/integration/setup.ts has not installed a test database.");
  return open();
}
