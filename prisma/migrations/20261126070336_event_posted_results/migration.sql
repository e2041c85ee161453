-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "postedResults" JSONB;

-- Backfill: the results each closed event posted, from its order-of-merit rows and the handicap entries its close
-- wrote (each with the entry in force before it), so reopening an event closed before this migration still makes
-- the next close a correction of them.
WITH "posted" AS (
    SELECT o."eventId", o."playerId", o."position", o."points", o."stablefordPoints",
        count(*) OVER (PARTITION BY o."eventId") AS "fieldSize",
        h."exactTenths" AS "toTenths", h."reason",
        (
            SELECT p."exactTenths" FROM "HandicapEntry" p
            WHERE p."playerId" = h."playerId" AND p."sweepId" = h."sweepId" AND p."withdrawnAt" IS NULL
                AND p."correctedAt" IS NULL AND p."created" < h."created"
            ORDER BY p."created" DESC LIMIT 1
        ) AS "fromTenths"
    FROM "OomResult" o
    JOIN "Event" ev ON ev."id" = o."eventId" AND ev."complete"
    LEFT JOIN "HandicapEntry" h ON h."eventId" = o."eventId" AND h."playerId" = o."playerId"
        AND h."withdrawnAt" IS NULL AND h."correctedAt" IS NULL
)
UPDATE "Event" e SET "postedResults" = "byEvent"."results"
FROM (
    SELECT "eventId", jsonb_object_agg("playerId"::text, jsonb_build_object(
        'position', "position",
        'fieldSize', "fieldSize",
        'stablefordPoints', "stablefordPoints",
        'oomPoints', "points",
        'handicap', CASE WHEN "toTenths" IS NULL OR "fromTenths" IS NULL THEN NULL
            ELSE jsonb_build_object('from', "fromTenths" / 10.0, 'to', "toTenths" / 10.0, 'reason', coalesce("reason", ''))
        END
    )) AS "results"
    FROM "posted" GROUP BY "eventId"
) "byEvent"
WHERE e."id" = "byEvent"."eventId";
