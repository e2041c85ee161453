"use client";

import { type FormEvent, useState } from "react";
import { formatDay } from "@/lib/dates";
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from "@/lib/hooks/use-api-tokens";
import type { ApiTokenDto } from "@/lib/validation/api-tokens";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { Section } from "../ui/section";
import { TextField } from "../ui/text-field";

/** Personal API tokens for scripts and other apps: created, shown once, revoked after a confirmation. */
export function ApiTokens({ initialTokens }: { initialTokens: ApiTokenDto[] }) {
  const { data: tokens = initialTokens } = useApiTokens(initialTokens);
  const create = useCreateApiToken();
  // The secret of the token just made; it goes as soon as that token is revoked or another replaces it.
  const [created, setCreated] = useState<{ id: string; token: string } | null>(null);
  // The dialog lives here, not in its row: a revoked token leaves the list at once.
  const [revoking, setRevoking] = useState<ApiTokenDto | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const result = await create.trigger({ name: String(new FormData(form).get("name") ?? "") });
    if (!result.ok) return;
    setCreated({ id: result.data.id, token: result.data.token });
    form.reset();
  };

  return (
    <Section
      title="API tokens"
      description="For scripts and other apps: send a token as “Authorization: Bearer <token>”."
    >
      {created ? (
        <Alert tone="success">
          Copy your new token now; it will not be shown again:
          <code className="mt-2 block break-all rounded bg-white px-2 py-1 font-mono text-xs text-stone-900">
            {created.token}
          </code>
        </Alert>
      ) : null}
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start" noValidate>
        <TextField
          label="Token name"
          name="name"
          placeholder="e.g. Results spreadsheet"
          className="flex-1"
          error={create.fieldErrors.name ?? create.error?.message}
        />
        <Button type="submit" busy={create.isMutating} className="sm:mt-6">
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
              <Button
                variant="secondary"
                className="text-red-700"
                onClick={() => setRevoking(token)}
                aria-label={`Revoke ${token.name}`}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
      {revoking ? (
        <RevokeTokenDialog
          token={revoking}
          onClose={(isRevoked) => {
            if (isRevoked && created?.id === revoking.id) setCreated(null);
            setRevoking(null);
          }}
        />
      ) : null}
    </Section>
  );
}

function RevokeTokenDialog({ token, onClose }: { token: ApiTokenDto; onClose: (isRevoked: boolean) => void }) {
  const revoke = useRevokeApiToken(token.id);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? null : onClose(false))}
      title={`Revoke the token “${token.name}”?`}
      description="Scripts and apps that use it stop working at once. This cannot be undone."
      confirmLabel={`Revoke ${token.name}`}
      busy={revoke.isMutating}
      error={revoke.error?.message}
      onConfirm={async () => {
        if ((await revoke.trigger()).ok) onClose(true);
      }}
    />
  );
}
