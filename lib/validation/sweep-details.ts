import { z } from "zod";
import { courseDtoSchema } from "./courses";
import { sweepMemberDtoSchema } from "./members";
import { oomEntryDtoSchema } from "./results";
import { sweepEventDtoSchema, sweepHeaderDtoSchema } from "./sweeps";

/**
 * The spec's Sweep (docs/screens-and-api.md#data-the-screens-show): the header with what the older sweep/details
 * page's three tabs show, from one call. Inside a sweep is for its approved members (docs/screens-and-api.md#roles):
 * for anyone else events, members, requests, oom and courses are empty.
 */
export const sweepDtoSchema = sweepHeaderDtoSchema
  .extend({
    events: z
      .array(sweepEventDtoSchema)
      .meta({ description: "The sweep's events, newest first, as GET /api/sweeps/{sweepId}/events answers them." }),
    members: z.array(sweepMemberDtoSchema).meta({ description: "Current members, by name." }),
    requests: z
      .array(sweepMemberDtoSchema)
      .meta({ description: "Pending join requests, oldest first; empty unless the caller is the owner or an admin." }),
    oom: z.array(oomEntryDtoSchema).meta({ description: "The order of merit, best first." }),
    courses: z.array(courseDtoSchema).meta({ description: "The sweep's courses with their holes, by name." }),
  })
  .meta({
    description: "A sweep as the caller sees it: header, events, members, requests, order of merit and courses.",
  });
export type SweepDto = z.infer<typeof sweepDtoSchema>;
