import type { Route } from "next";
import Link from "next/link";
import { loginPath } from "@/lib/return-url";
import { buttonClass } from "../ui/button-styles";

/** For a link opened signed out: sign in or register, and come back to the same link afterwards. */
export function SignInFirst({ returnPath }: { returnPath: string }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Link href={loginPath(returnPath) as Route} className={buttonClass("primary", "w-full")}>
        Sign in
      </Link>
      <Link
        href={`/authentication/register?returnUrl=${encodeURIComponent(returnPath)}` as Route}
        className={buttonClass("secondary", "w-full")}
      >
        Register
      </Link>
    </div>
  );
}
