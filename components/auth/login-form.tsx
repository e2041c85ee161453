"use client";

import type { Route } from "next";
import Link from "next/link";
import { signIn } from "next-auth/react";
import { type FormEvent, useState } from "react";
import { loginCallbackPath, signInWithPassword } from "@/lib/hooks/sign-in";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { TextField } from "../ui/text-field";

type Props = {
  returnPath: string;
  oidcProvider: { id: string; name: string } | null;
  registerUrl: string;
  demo: { email: string; password: string } | null;
  /** Why the last sign-in failed, when next-auth sent the visitor back here. */
  initialError?: string | null;
};

export function LoginForm({ returnPath, oidcProvider, registerUrl, demo, initialError = null }: Props) {
  const [error, setError] = useState<string | null>(initialError);
  const [isBusy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const result = await signInWithPassword(String(form.get("email")), String(form.get("password")));
    if (result.ok) return window.location.assign(loginCallbackPath(returnPath));
    setError(result.message);
    setBusy(false);
  };

  return (
    <>
      {oidcProvider ? (
        <>
          <Button
            variant="secondary"
            className="w-full"
            onClick={() => signIn(oidcProvider.id, { callbackUrl: loginCallbackPath(returnPath) })}
          >
            Sign in with {oidcProvider.name}
          </Button>
          <p className="text-center text-sm text-stone-500">or with your email</p>
        </>
      ) : null}
      <form onSubmit={submit} className="space-y-4" noValidate>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={demo?.email}
        />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
        <Button type="submit" className="w-full" busy={isBusy}>
          Sign in
        </Button>
      </form>
      <p className="text-sm text-stone-600">
        New here?{" "}
        <Link href={registerUrl as Route} className="font-medium text-fairway-800 underline">
          Register
        </Link>
      </p>
      {demo ? (
        <Alert tone="info">
          Demo society: sign in as <strong>{demo.email}</strong> with the password <strong>{demo.password}</strong>.
          Every demo member signs in with their first name at example.com.
        </Alert>
      ) : null}
    </>
  );
}
