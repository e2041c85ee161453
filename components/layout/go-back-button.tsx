"use client";

import { useRouter } from "next/navigation";
import { buttonClass } from "../ui/button-styles";

/** Back to the previous page, or to the fallback when this page was opened directly. */
export function GoBackButton({ fallback = "/" }: { fallback?: string }) {
  const router = useRouter();
  const goBack = () => (window.history.length > 1 ? router.back() : router.push(fallback));
  return (
    <button type="button" onClick={goBack} className={buttonClass("ghost", "-ml-3")}>
      <span aria-hidden>←</span> Go back
    </button>
  );
}
