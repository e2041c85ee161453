"use client";

import type { Route } from "next";
import Link from "next/link";
import { type FormEvent, useState } from "react";
import { loginCallbackPath, signInWithPassword } from "@/lib/hooks/sign-in";
import { register } from "@/lib/contracts/routes/account";
import { useApiMutation } from "@/lib/hooks/use-api-mutation";
import { loginPath } from "@/lib/return-url";
import { zodFieldMessages } from "@/lib/validation/field-errors";
import type { FieldErrors } from "@/lib/validation/field-messages";
import { PASSWORD_MIN_LENGTH } from "@/lib/validation/password-rules";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { TextField } from "../ui/text-field";
import { PasswordStrengthMeter } from "./password-strength-meter";

// The duplicate-email message ends "Sign in instead."; that sentence becomes a link to the login page.
const SIGN_IN_INSTEAD = "Sign in instead.";

function EmailError({ message, returnPath }: { message: string; returnPath: string }) {
  if (!message.endsWith(SIGN_IN_INSTEAD)) return <>{message}</>;
  return (
    <>
      {message.slice(0, -SIGN_IN_INSTEAD.length)}
      <Link href={loginPath(returnPath) as Route} className="font-medium underline">
        {SIGN_IN_INSTEAD}
      </Link>
    </>
  );
}

export function RegisterForm({ returnPath }: { returnPath: string }) {
  const registration = useApiMutation(register, {});
  const [formErrors, setFormErrors] = useState<FieldErrors>({});
  const [signInError, setSignInError] = useState<string | null>(null);
  // Checking before the write, and signing in and leaving after it, keep the button busy too.
  const [isWorking, setWorking] = useState(false);
  const [password, setPassword] = useState("");

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget));
    setWorking(true);
    setSignInError(null);
    registration.reset();
    const { registerBodySchema } = await import("@/lib/validation/account");
    const parsed = registerBodySchema.safeParse(values);
    setFormErrors(parsed.success ? {} : zodFieldMessages(parsed.error));
    if (!parsed.success || !(await registration.trigger(parsed.data)).ok) return setWorking(false);
    const signedIn = await signInWithPassword(parsed.data.email, parsed.data.password);
    if (signedIn.ok) return window.location.assign(loginCallbackPath(returnPath));
    setSignInError(signedIn.message);
    setWorking(false);
  };

  const errors = { ...formErrors, ...registration.fieldErrors };
  const message = signInError ?? (Object.keys(registration.fieldErrors).length ? null : registration.error?.message);

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {message ? <Alert tone="error">{message}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" name="firstName" autoComplete="given-name" required error={errors.firstName} />
        <TextField label="Last name" name="lastName" autoComplete="family-name" required error={errors.lastName} />
      </div>
      <div>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={errors.email ? true : undefined}
        />
        {errors.email ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            <EmailError message={errors.email} returnPath={returnPath} />
          </p>
        ) : null}
      </div>
      <div>
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters, not a common or easily guessed one.`}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <PasswordStrengthMeter password={password} />
      </div>
      <Button type="submit" className="w-full" busy={isWorking || registration.isMutating}>
        Create account
      </Button>
      <p className="text-sm text-stone-600">
        Already registered?{" "}
        <Link href="/authentication/login" className="font-medium text-fairway-800 underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}
