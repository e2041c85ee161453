"use client";

import type { Route } from "next";
import { useRouter } from "next/navigation";
import { buttonClass } from "../ui/button-styles";
import { canGoBackInApp } from "./in-app-history";

/** Back to the previous page of the app, or up to this page's parent when it was opened directly. */
export function GoBackButton({ parent = "/" }: { parent?: Route }) {
  const router = useRouter();
  const goBack = () => (canGoBackInApp() ? router.back() : router.push(parent));
  return (
    <button type="button" onClick={goBack} className={buttonClass("ghost", "-ml-3")}>
      <span aria-hidden>←</span> Go back
    </button>
  );
}
