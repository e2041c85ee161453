import { z } from "zod";
import {
  accountDtoSchema,
  registerBodySchema,
  sweepOwnerDtoSchema,
  updateProfileBodySchema,
} from "@/lib/validation/account";
import { accountDataDtoSchema } from "@/lib/validation/account-data";
import { eraseAccountBodySchema } from "@/lib/validation/erasure";
import { defineEndpoint } from "./endpoint";
import * as route from "./routes/account";

export const register = defineEndpoint({
  ...route.register,
  family: "extension",
  tag: "Account",
  access: "public",
  summary: "Create a built-in account (email and password) and its player",
  description:
    "Then sign in through next-auth's credentials endpoint. A duplicate email answers 409 with a field error.",
  body: registerBodySchema,
  response: {
    status: 201,
    schema: z.object({ id: z.guid(), playerId: z.guid(), name: z.string(), email: z.string() }),
    description: "The new account.",
  },
  errors: [403, 409, 429],
});

export const getAccount = defineEndpoint({
  ...route.getAccount,
  family: "spec",
  tag: "Account",
  access: "user",
  summary: "The signed-in user's account",
  response: { status: 200, schema: accountDtoSchema, description: "The account." },
});

export const updateAccount = defineEndpoint({
  ...route.updateAccount,
  family: "extension",
  tag: "Account",
  access: "session",
  summary: "Change your name, and your password (with the current one)",
  description:
    "Needs the browser session, not an API token. A new password signs out every other session and revokes every API token.",
  body: updateProfileBodySchema,
  response: { status: 200, schema: accountDtoSchema, description: "The account as saved." },
  errors: [429],
});

export const getUserSweepOwner = defineEndpoint({
  ...route.getUserSweepOwner,
  family: "spec",
  tag: "Account",
  access: "user",
  summary: "The sweeps the signed-in user owns, and whether there are any",
  description:
    "The spec's path `api/account/getUser{product}wner` is garbled in the source; this is the operation it names.",
  response: { status: 200, schema: sweepOwnerDtoSchema, description: "The sweeps owned, by name." },
});

export const exportAccountData = defineEndpoint({
  ...route.exportAccountData,
  family: "extension",
  tag: "Account",
  access: "session",
  summary: "Everything stored about you, to download",
  description:
    "The account, memberships, cards with their scores, handicap history, order of merit, ledger lines, API tokens " +
    "(never their secrets), notification preferences and the emails queued or sent to you. Needs the browser session.",
  response: { status: 200, schema: accountDataDtoSchema, description: "The caller's data as one JSON document." },
});

export const eraseAccount = defineEndpoint({
  ...route.eraseAccount,
  family: "extension",
  tag: "Account",
  access: "session",
  summary: "Erase your account and personal data; your past cards stay under “Former member”",
  description:
    "Confirmed by typing the account's email. Every membership ends, the account and everything hung on it is " +
    "deleted, and names and addresses copied into other records are replaced, while cards, results and handicap " +
    "history stay so that no one else's positions change. The owner of a sweep is refused (409) until another " +
    "member owns it. Needs the browser session; cannot be undone.",
  body: eraseAccountBodySchema,
  response: { status: 204, description: "Erased; the session has ended." },
  errors: [409],
});
