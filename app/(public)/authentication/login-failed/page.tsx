import type { Metadata } from "next";
import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button-styles";
import { PageCard } from "@/components/ui/page-card";
import { catalogueSignInMessage, signInErrorMessage } from "@/lib/sign-in-errors";

export const metadata: Metadata = { title: "Sign-in failed" };

type Params = { code?: string | string[]; error?: string | string[]; message?: string | string[] };

// The app's own callers pass ?code=<code>, next-auth passes ?error=<code>, and the specification's links
// ?message=<text>. Only known codes and the catalogue's own texts are shown: a link must not be able to make this
// trusted page say whatever it likes.
export default async function LoginFailedPage({ searchParams }: { searchParams: Promise<Params> }) {
  const { code, error, message } = await searchParams;
  const known = [code, error].find((value): value is string => typeof value === "string");
  const text = known ? signInErrorMessage(known) : catalogueSignInMessage(typeof message === "string" ? message : null);
  return (
    <PageCard title="Sign-in failed">
      <Alert tone="error">{text}</Alert>
      <Link href="/authentication/login" className={buttonClass("primary", "w-full")}>
        Try again
      </Link>
    </PageCard>
  );
}
