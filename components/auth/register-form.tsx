"use client";

import Link from "next/link";
import { type FormEvent, useState } from "react";
import { ApiError, apiFetch, type FieldErrors } from "@/lib/hooks/api-client";
import { loginCallbackPath, signInWithPassword } from "@/lib/hooks/sign-in";
import { PASSWORD_MIN_LENGTH, registerBodySchema } from "@/lib/validation/account";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { TextField } from "../ui/text-field";

export function RegisterForm({ returnPath }: { returnPath: string }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = registerBodySchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      await apiFetch("/api/account/register", { method: "POST", body: parsed.data });
      await signInWithPassword(parsed.data.email, parsed.data.password);
      window.location.assign(loginCallbackPath(returnPath));
    } catch (caught) {
      const error = caught instanceof ApiError ? caught : new ApiError(0, "Something went wrong. Please try again.");
      setErrors(error.fieldErrors);
      setMessage(Object.keys(error.fieldErrors).length ? null : error.message);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {message ? <Alert tone="error">{message}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" name="firstName" autoComplete="given-name" required error={errors.firstName} />
        <TextField label="Last name" name="lastName" autoComplete="family-name" required error={errors.lastName} />
      </div>
      <TextField label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.password}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      <Button type="submit" className="w-full" busy={isBusy}>
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
