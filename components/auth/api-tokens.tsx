"use client";

import { type FormEvent, useState } from "react";
import { formatDay } from "@/lib/dates";
import { ApiError, apiFetch } from "@/lib/hooks/api-client";
import type { ApiTokenDto } from "@/lib/validation/account";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Section } from "../ui/section";
import { TextField } from "../ui/text-field";

/** Personal API tokens for scripts and other apps: created, shown once, revoked. */
export function ApiTokens({ initialTokens }: { initialTokens: ApiTokenDto[] }) {
  const [tokens, setTokens] = useState(initialTokens);
  const [created, setCreated] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    setError(null);
    try {
      const token = await apiFetch<ApiTokenDto & { token: string }>("/api/account/tokens", {
        method: "POST",
        body: { name: new FormData(form).get("name") },
      });
      setTokens((current) => [token, ...current]);
      setCreated(token.token);
      form.reset();
    } catch (caught) {
      setError(caught instanceof ApiError ? (Object.values(caught.fieldErrors)[0] ?? caught.message) : "Something went wrong.");
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (id: string) => {
    try {
      await apiFetch(`/api/account/tokens/${id}`, { method: "DELETE" });
      setTokens((current) => current.filter((token) => token.id !== id));
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : "Something went wrong.");
    }
  };

  return (
    <Section title="API tokens" description="For scripts and other apps: send a token as “Authorization: Bearer <token>”.">
      {error ? <Alert tone="error">{error}</Alert> : null}
      {created ? (
        <Alert tone="success">
          Copy your new token now; it will not be shown again:
          <code className="mt-2 block break-all rounded bg-white px-2 py-1 font-mono text-xs text-stone-900">{created}</code>
        </Alert>
      ) : null}
      <form onSubmit={create} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField label="Token name" name="name" placeholder="e.g. Results spreadsheet" className="flex-1" />
        <Button type="submit" busy={isBusy}>
          Create token
        </Button>
      </form>
      {tokens.length === 0 ? (
        <p className="text-sm text-stone-600">You have no API tokens.</p>
      ) : (
        <ul className="divide-y divide-stone-200">
          {tokens.map((token) => (
            <li key={token.id} className="flex items-center justify-between gap-3 py-2">
              <div>
                <p className="font-medium">{token.name}</p>
                <p className="text-sm text-stone-600">
                  Created {formatDay(token.createdAt)}
                  {token.lastUsedAt ? `, last used ${formatDay(token.lastUsedAt)}` : ", never used"}
                </p>
              </div>
              <Button variant="secondary" onClick={() => revoke(token.id)} aria-label={`Revoke ${token.name}`}>
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
