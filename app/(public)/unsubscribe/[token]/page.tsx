import type { Metadata } from "next";
import { UnsubscribeConfirm } from "@/components/account/unsubscribe-confirm";
import { Alert } from "@/components/ui/alert";
import { PageCard } from "@/components/ui/page-card";
import { readUnsubscribeToken } from "@/lib/server/notifications/unsubscribe-token";
import { NOTIFICATION_KIND_LABELS } from "@/lib/validation/notifications";

export const metadata: Metadata = { title: "Unsubscribe" };

// unsubscribe/{token}: the link at the foot of every email. The signed token is the permission, so no sign-in.
export default async function UnsubscribePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const reader = readUnsubscribeToken(decodeURIComponent(token));
  if (!reader) {
    return (
      <PageCard title="Unsubscribe">
        <Alert tone="error">That unsubscribe link is not valid: copy the whole link from the email again.</Alert>
      </PageCard>
    );
  }
  const kind = NOTIFICATION_KIND_LABELS[reader.kind];
  return (
    <PageCard title="Unsubscribe">
      <p className="text-stone-800">
        Stop the “{kind.title}” emails: {kind.detail.charAt(0).toLowerCase() + kind.detail.slice(1)}
      </p>
      <UnsubscribeConfirm token={decodeURIComponent(token)} />
    </PageCard>
  );
}
