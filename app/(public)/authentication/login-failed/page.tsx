import type { Metadata } from "next";
import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button-styles";
import { PageCard } from "@/components/ui/page-card";
import { signInErrorMessage } from "@/lib/sign-in-errors";

export const metadata: Metadata = { title: "Sign-in failed" };

type Params = { code?: string | string[]; error?: string | string[] };

// The app's own callers pass ?code=<code>, next-auth passes ?error=<code>. Only known codes have a message of
// their own: a link must not be able to make this trusted page say whatever it likes.
export default async function LoginFailedPage({ searchParams }: { searchParams: Promise<Params> }) {
  const { code, error } = await searchParams;
  const known = [code, error].find((value): value is string => typeof value === "string");
  return (
    <PageCard title="Sign-in failed">
      <Alert tone="error">{signInErrorMessage(known)}</Alert>
      <Link href="/authentication/login" className={buttonClass("primary", "w-full")}>
        Try again
      </Link>
    </PageCard>
  );
}
