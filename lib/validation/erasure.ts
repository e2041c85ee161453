import { z } from "zod";

/** What stands in for an erased member's name wherever their past cards are shown (docs/self-hosting.md#privacy). */
export const FORMER_MEMBER_NAME = "Former member";

const confirmation = (what: string) =>
  z
    .string({ error: `Type ${what} to confirm.` })
    .max(300, `Type ${what} to confirm.`)
    .trim()
    .min(1, `Type ${what} to confirm.`);

export const eraseAccountBodySchema = z.strictObject({
  confirmation: confirmation("your email address").meta({
    description: "The account's email address, typed by its user: the erasure cannot be undone.",
  }),
});
export type EraseAccountBody = z.infer<typeof eraseAccountBodySchema>;

export const eraseMemberBodySchema = z.strictObject({
  confirmation: confirmation("the member's name").meta({
    description: "The member's full name as the sweep shows it, typed by the owner: the erasure cannot be undone.",
  }),
});
export type EraseMemberBody = z.infer<typeof eraseMemberBodySchema>;

/** Whether typed text confirms a name or an address: letter case and surrounding spaces do not matter. */
export const confirms = (typed: string, expected: string) =>
  typed.trim().toLowerCase() === expected.trim().toLowerCase();
