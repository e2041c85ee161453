import { z } from "zod";

const when = z.iso.datetime();
const day = z.iso.date();

/** Everything Sweeps stores about one user, as they download it from their profile (docs/self-hosting.md#privacy). */
export const accountDataDtoSchema = z.object({
  exportedAt: when,
  account: z.object({
    id: z.guid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    createdAt: when,
    hasPassword: z.boolean(),
    externalIdentity: z.object({ issuer: z.string(), subject: z.string() }).nullable(),
    shareContact: z.boolean(),
    calendarFeedCreatedAt: when.nullable(),
  }),
  player: z.object({ id: z.guid(), fullName: z.string(), createdAt: when }),
  memberships: z.array(
    z.object({
      sweepId: z.guid(),
      sweep: z.string(),
      isOwner: z.boolean(),
      isAdmin: z.boolean(),
      approved: z.boolean(),
      requestedAt: when,
      approvedAt: when.nullable(),
      removedAt: when.nullable(),
    }),
  ),
  cards: z.array(
    z.object({
      eventId: z.guid(),
      sweep: z.string(),
      date: day,
      course: z.string(),
      teeName: z.string().nullable(),
      guest: z.boolean(),
      eventHandicap: z.number().int().nullable(),
      scores: z.array(z.object({ hole: z.number().int(), gross: z.number().int().nullable() })),
    }),
  ),
  handicaps: z.array(
    z.object({
      sweep: z.string(),
      exactTenths: z.number().int(),
      playingHandicap: z.number().int(),
      eventId: z.guid().nullable(),
      recordedAt: when,
      reason: z.string().nullable(),
      withdrawnAt: when.nullable(),
    }),
  ),
  orderOfMerit: z.array(
    z.object({ eventId: z.guid(), position: z.number().int(), points: z.number(), nonReturn: z.boolean() }),
  ),
  ledgerLines: z.array(
    z.object({
      sweep: z.string(),
      account: z.string(),
      amount: z.number().int().meta({ description: "Minor units (pence, cents)." }),
      kind: z.string(),
      memo: z.string(),
      eventId: z.guid().nullable(),
      createdAt: when,
    }),
  ),
  apiTokens: z.array(
    z.object({ name: z.string(), createdAt: when, lastUsedAt: when.nullable(), revokedAt: when.nullable() }),
  ),
  notificationOptOuts: z.array(z.object({ kind: z.string(), createdAt: when })),
  notifications: z.array(
    z.object({
      kind: z.string(),
      createdAt: when,
      sentAt: when.nullable(),
      skippedAt: when.nullable(),
      payload: z.unknown(),
    }),
  ),
});
export type AccountDataDto = z.infer<typeof accountDataDtoSchema>;
