import { headers } from "next/headers";
import { RECORD_EARLY_PRESSES } from "../ui/early-press";

/** The page's first script: it keeps a press made before the rest has loaded (components/ui/early-press.ts). */
export async function EarlyPressRecorder() {
  // proxy.ts gives each page a nonce; its policy refuses any inline script without it.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: RECORD_EARLY_PRESSES }} />;
}
