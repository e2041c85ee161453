"use client";

import { useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import { type FormEvent, useState } from "react";
import { signInWithPassword } from "@/lib/hooks/sign-in";
import { updateAccount } from "@/lib/contracts/routes/account";
import { useApiMutation } from "@/lib/hooks/use-api-mutation";
import type { AccountDto } from "@/lib/validation/account";
import { zodFieldMessages } from "@/lib/validation/field-errors";
import type { FieldErrors } from "@/lib/validation/field-messages";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Section } from "../ui/section";
import { TextField } from "../ui/text-field";
import { PasswordStrengthMeter } from "./password-strength-meter";

export function ProfileForm({ account }: { account: AccountDto }) {
  const save = useApiMutation(updateAccount, {});
  const router = useRouter();
  const [formErrors, setFormErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  // Checking before the write, and signing in again after a new password, keep the button busy too.
  const [isWorking, setWorking] = useState(false);
  const [newPassword, setNewPassword] = useState("");

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const body = {
      firstName: values.firstName,
      lastName: values.lastName,
      shareContact: values.shareContact === "on",
      ...(values.newPassword ? { newPassword: values.newPassword, currentPassword: values.currentPassword } : {}),
    };
    setWorking(true);
    setNotice(null);
    save.reset();
    const { updateProfileBodySchema } = await import("@/lib/validation/account");
    const parsed = updateProfileBodySchema.safeParse(body);
    setFormErrors(parsed.success ? {} : zodFieldMessages(parsed.error));
    if (!parsed.success || !(await save.trigger(parsed.data)).ok) return setWorking(false);
    // A new password ends every session, this one included: sign this browser in again with it.
    const signedIn = parsed.data.newPassword
      ? await signInWithPassword(account.email, parsed.data.newPassword)
      : { ok: true as const };
    form.reset();
    setNewPassword("");
    setNotice(
      !signedIn.ok
        ? { tone: "error", text: `Your new password is saved, but signing in again failed: ${signedIn.message}` }
        : {
            tone: "success",
            text: parsed.data.newPassword
              ? "Your profile and new password are saved. You have been signed out everywhere else."
              : "Your profile is saved.",
          },
    );
    setWorking(false);
    // Not the hook's refreshPage: the server-rendered name may be read only once this browser is signed in again.
    router.refresh();
  };

  const errors = { ...formErrors, ...save.fieldErrors };
  const shownNotice = save.error ? { tone: "error" as const, text: save.error.message } : notice;

  return (
    <Section title="Name and password" description={`Signed in as ${account.email}.`}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        {shownNotice ? <Alert tone={shownNotice.tone}>{shownNotice.text}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" name="firstName" defaultValue={account.firstName} error={errors.firstName} />
          <TextField label="Last name" name="lastName" defaultValue={account.lastName} error={errors.lastName} />
        </div>
        <label className="flex min-h-11 cursor-pointer items-start gap-3 text-base text-stone-900">
          <input
            type="checkbox"
            name="shareContact"
            defaultChecked={account.shareContact}
            className="mt-0.5 size-5 shrink-0 accent-fairway-700"
          />
          <span>
            Share my email with the club and its insurer
            <span className="block text-sm text-stone-600">
              Your sweeps’ admins may then include it in the member list they export. Off: only your name and handicap.
            </span>
          </span>
        </label>
        {account.hasPassword ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Current password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              error={errors.currentPassword}
            />
            <div>
              <TextField
                label="New password"
                name="newPassword"
                type="password"
                autoComplete="new-password"
                error={errors.newPassword}
                hint="Leave empty to keep it. Changing it signs you out everywhere else and revokes your API tokens."
                onChange={(event) => setNewPassword(event.currentTarget.value)}
              />
              <PasswordStrengthMeter password={newPassword} />
            </div>
          </div>
        ) : null}
        <Button type="submit" busy={isWorking || save.isMutating}>
          Save
        </Button>
      </form>
      <SignOutEverywhere />
    </Section>
  );
}

/** Ends every session of the account, on every device, including this one (see events.signOut). */
function SignOutEverywhere() {
  const [isBusy, setBusy] = useState(false);
  return (
    <div className="mt-6 border-t border-stone-200 pt-4">
      <p className="text-sm text-stone-600">Signed in on a device you no longer have, or on a shared computer?</p>
      <Button
        variant="secondary"
        className="mt-2"
        busy={isBusy}
        onClick={() => {
          setBusy(true);
          void signOut({ callbackUrl: "/authentication/logged-out" });
        }}
      >
        Sign out everywhere
      </Button>
    </div>
  );
}
