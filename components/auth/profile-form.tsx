"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { ApiError, apiFetch, type FieldErrors } from "@/lib/hooks/api-client";
import type { AccountDto } from "@/lib/validation/account";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Section } from "../ui/section";
import { TextField } from "../ui/text-field";

export function ProfileForm({ account }: { account: AccountDto }) {
  const router = useRouter();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [isBusy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    setBusy(true);
    setErrors({});
    setNotice(null);
    try {
      await apiFetch("/api/account", {
        method: "PUT",
        body: {
          firstName: values.firstName,
          lastName: values.lastName,
          ...(values.newPassword ? { newPassword: values.newPassword, currentPassword: values.currentPassword } : {}),
        },
      });
      form.reset();
      setNotice({ tone: "success", text: "Your profile is saved." });
      router.refresh();
    } catch (caught) {
      const error = caught instanceof ApiError ? caught : new ApiError(0, "Something went wrong.");
      setErrors(error.fieldErrors);
      setNotice({ tone: "error", text: error.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title="Name and password" description={`Signed in as ${account.email}.`}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" name="firstName" defaultValue={account.firstName} error={errors.firstName} />
          <TextField label="Last name" name="lastName" defaultValue={account.lastName} error={errors.lastName} />
        </div>
        {account.hasPassword ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Current password" name="currentPassword" type="password" autoComplete="current-password" error={errors.currentPassword} />
            <TextField label="New password" name="newPassword" type="password" autoComplete="new-password" error={errors.newPassword} hint="Leave empty to keep it." />
          </div>
        ) : null}
        <Button type="submit" busy={isBusy}>
          Save
        </Button>
      </form>
    </Section>
  );
}
