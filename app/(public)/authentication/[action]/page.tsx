import type { Metadata } from "next";
import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { PageCard } from "@/components/ui/page-card";

export const metadata: Metadata = { title: "Unknown page" };

// Any authentication/<action> that is not one of the spec's routes.
export default async function UnknownAuthenticationActionPage({ params }: { params: Promise<{ action: string }> }) {
  const { action } = await params;
  return (
    <PageCard title="Unknown authentication action">
      <Alert tone="error">There is no authentication action called “{action}”.</Alert>
      <Link href="/authentication/login" className="text-fairway-800 underline">
        Go to sign in
      </Link>
    </PageCard>
  );
}
