import { z } from "zod";

/** The secret of a calendar feed's address: 32 random bytes, base64url. */
export const calendarFeedParamsSchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, "That is not a Sweeps calendar address: copy the whole address again."),
});

/** Where a member's calendar feed is served on this site; the page prefixes the site's origin. */
export const calendarFeedPath = (token: string) => `/api/calendar-feeds/${token}`;

export const calendarFeedStatusDtoSchema = z
  .object({
    active: z.boolean().meta({ description: "A feed address is on; its secret is shown only when it is made." }),
    createdAt: z.iso.datetime().nullable().meta({ description: "When the current address was made." }),
  })
  .meta({ description: "Whether the caller's private calendar feed is on." });
export type CalendarFeedStatusDto = z.infer<typeof calendarFeedStatusDtoSchema>;

export const calendarFeedDtoSchema = z
  .object({
    path: z.string().meta({
      description: "The feed's path on this site (/api/calendar-feeds/{token}): prefix the site's origin to subscribe.",
    }),
    createdAt: z.iso.datetime(),
  })
  .meta({ description: "A new private feed address, shown this once; any earlier address stops working." });
export type CalendarFeedDto = z.infer<typeof calendarFeedDtoSchema>;
