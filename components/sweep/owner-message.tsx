"use client";

import { type FormEvent, useState } from "react";
import { useSendOwnerMessage } from "@/lib/hooks/use-notifications";
import { OWNER_MESSAGE_MAX } from "@/lib/validation/owner-message";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { Section } from "../ui/section";
import { TextField } from "../ui/text-field";

/** The owner's short email to every current member; says plainly when the server sends no email. */
export function OwnerMessage({ sweepId, mailConfigured }: { sweepId: string; mailConfigured: boolean }) {
  const send = useSendOwnerMessage(sweepId);
  const [sentTo, setSentTo] = useState<number | null>(null);
  // A refusal of the whole message (the sweep's daily limit, no connection) rather than of one field.
  const hasFieldErrors = Object.keys(send.fieldErrors).length > 0;
  const refusal = send.error && !hasFieldErrors ? send.error.message : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const result = await send.trigger({
      subject: String(data.get("subject") ?? ""),
      message: String(data.get("message") ?? ""),
    });
    if (!result.ok) {
      setSentTo(null);
      return;
    }
    setSentTo(result.data.recipients);
    form.reset();
  };

  return (
    <Section title="Message the members" description="An email to every current member who has not turned these off.">
      {mailConfigured ? null : (
        <Alert>Email is off on this server (no SMTP_URL and MAIL_FROM), so nobody would receive a message.</Alert>
      )}
      {sentTo === null ? null : <Alert tone="success">Your message is on its way to {sentTo} members.</Alert>}
      {refusal ? <Alert tone="error">{refusal}</Alert> : null}
      <form onSubmit={submit} className="space-y-3" noValidate>
        <TextField label="Subject" name="subject" maxLength={120} error={send.fieldErrors.subject} />
        <Field label="Message" error={send.fieldErrors.message}>
          {(control) => <textarea {...control} name="message" rows={4} maxLength={OWNER_MESSAGE_MAX} />}
        </Field>
        <Button type="submit" busy={send.isMutating} disabled={!mailConfigured}>
          Send to members
        </Button>
      </form>
    </Section>
  );
}
