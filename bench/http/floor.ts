// The floor of each aggregate: the same answer computed by one hand-written SQL query straight through `pg`, with no
// ORM, no JSON schema, no HTTP: the fastest this database answers it. Each query returns the figures the endpoint
// shows (checked against the endpoint's answer before timing), so an endpoint's p95 over its floor's p95 is what the
// application adds.

/** Stableford points of a hole off a playing handicap (docs/golf-rules.md#stableford-points: strokes by stroke index; plus handicaps give back). */
const HOLE_POINTS = `
  CASE WHEN g."gross" IS NULL OR g."gross" = 0 THEN 0
       ELSE GREATEST(0, 2 + h."par" - g."gross" +
              CASE WHEN sc."eventHandicap" >= 0 THEN sc."eventHandicap" / 18 + (h."index" <= sc."eventHandicap" % 18)::int
                   ELSE -((h."index" > 18 + sc."eventHandicap")::int) END)
  END`;

export const FLOOR_QUERIES = {
  /** Each approved member's five best stored card points of the sweep's closed events, totalled and ranked. */
  topFive: `
    SELECT m."playerId", p."fullName", best."total", best."cards",
           rank() OVER (ORDER BY best."total" DESC) AS "position"
      FROM "SweepMember" m
      JOIN "Player" p ON p."id" = m."playerId"
      CROSS JOIN LATERAL (
        SELECT sum(top."points")::int AS "total", json_agg(json_build_array(top."eventId", top."points")) AS "cards"
          FROM (SELECT r."eventId", r."stablefordPoints" AS "points"
                  FROM "OomResult" r JOIN "Event" e ON e."id" = r."eventId"
                 WHERE r."playerId" = m."playerId" AND e."sweepId" = m."sweepId" AND e."complete"
                 ORDER BY r."stablefordPoints" DESC, e."date" DESC LIMIT 5) top
      ) best
     WHERE m."sweepId" = $1 AND m."approved" AND best."total" IS NOT NULL
     ORDER BY "position"`,
  /** Each player's order-of-merit points over the sweep's closed events, with every event's line, ranked. */
  orderOfMerit: `
    SELECT r."playerId", p."fullName", sum(r."points") AS "total", count(*)::int AS "played",
           json_agg(json_build_array(r."eventId", e."date", r."position", r."points") ORDER BY e."date") AS "events",
           rank() OVER (ORDER BY sum(r."points") DESC) AS "position"
      FROM "OomResult" r
      JOIN "Event" e ON e."id" = r."eventId"
      JOIN "Player" p ON p."id" = r."playerId"
     WHERE e."sweepId" = $1 AND e."complete"
     GROUP BY r."playerId", p."fullName"
     ORDER BY "position"`,
  /** A closed event's finishing order: position, OOM points, card points and gross per hole, handicap before and after. */
  eventResults: `
    SELECT r."position", r."points", r."stablefordPoints", p."fullName", sc."eventHandicap",
           (SELECT json_agg(g."gross" ORDER BY g."holeNumber") FROM "Score" g WHERE g."scorecardId" = sc."id") AS "gross",
           (SELECT json_build_array(hc."exactTenths", hc."playingHandicap") FROM "HandicapEntry" hc
             WHERE hc."eventId" = r."eventId" AND hc."playerId" = r."playerId") AS "handicapAfter"
      FROM "OomResult" r
      JOIN "Player" p ON p."id" = r."playerId"
      JOIN "Entry" en ON en."eventId" = r."eventId" AND en."playerId" = r."playerId"
      JOIN "Scorecard" sc ON sc."entryId" = en."id"
     WHERE r."eventId" = $1
     ORDER BY r."position"`,
  /** The live leaderboard: each card's points and holes played from the scores so far, ranked. */
  liveLeaderboard: `
    SELECT sc."id" AS "cardId", p."fullName", sc."eventHandicap",
           sum(${HOLE_POINTS})::int AS "points", count(g."gross")::int AS "thru",
           rank() OVER (ORDER BY sum(${HOLE_POINTS}) DESC) AS "position"
      FROM "Entry" en
      JOIN "Event" e ON e."id" = en."eventId"
      JOIN "Scorecard" sc ON sc."entryId" = en."id"
      JOIN "Player" p ON p."id" = en."playerId"
      JOIN "Score" g ON g."scorecardId" = sc."id"
      JOIN "CourseHole" h ON h."courseId" = e."courseId" AND h."number" = g."holeNumber"
     WHERE en."eventId" = $1
     GROUP BY sc."id", p."fullName", sc."eventHandicap"
     ORDER BY "position"`,
  /**
   * Virtual match play: every pair of cards, hole by hole, the higher handicap receiving the difference by stroke
   * index; each match's holes won by either side.
   */
  virtualMatchPlay: `
    WITH holes AS (
      SELECT sc."id" AS "cardId", sc."eventHandicap" AS "hcp", g."holeNumber", g."gross", h."index"
        FROM "Entry" en
        JOIN "Event" e ON e."id" = en."eventId"
        JOIN "Scorecard" sc ON sc."entryId" = en."id"
        JOIN "Score" g ON g."scorecardId" = sc."id"
        JOIN "CourseHole" h ON h."courseId" = e."courseId" AND h."number" = g."holeNumber"
       WHERE en."eventId" = $1 AND g."gross" IS NOT NULL
    ), strokes AS (
      SELECT a."cardId" AS "a", b."cardId" AS "b", a."holeNumber",
             CASE WHEN a."gross" = 0 THEN 99 ELSE a."gross" END
               - CASE WHEN a."hcp" > b."hcp" THEN (a."hcp" - b."hcp") / 18 + (a."index" <= (a."hcp" - b."hcp") % 18)::int ELSE 0 END AS "netA",
             CASE WHEN b."gross" = 0 THEN 99 ELSE b."gross" END
               - CASE WHEN b."hcp" > a."hcp" THEN (b."hcp" - a."hcp") / 18 + (a."index" <= (b."hcp" - a."hcp") % 18)::int ELSE 0 END AS "netB"
        FROM holes a JOIN holes b ON b."holeNumber" = a."holeNumber" AND a."cardId" < b."cardId"
    )
    SELECT "a", "b", count(*) FILTER (WHERE "netA" < "netB")::int AS "wonA", count(*) FILTER (WHERE "netB" < "netA")::int AS "wonB"
      FROM strokes GROUP BY "a", "b"`,
} as const;

export type FloorName = keyof typeof FLOOR_QUERIES;
