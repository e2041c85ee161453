import { z } from "zod";

/**
 * The entities of the product specification's section 3 as a client written from it reads them: each field the
 * spec names, with the type its screens need (a name shown as text is a string, a count is a number, a list is an
 * array). Written from the spec's words, not from the app's own schemas, so that a contract test parsing an
 * answer of the specification's call family with these proves such a client renders it. Fields beyond these are
 * allowed (z.looseObject): a spec client ignores them.
 */

const id = z.string().min(1);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}/, "a date");
const whole = z.int();
const count = z.int().min(0);

/** Course hole: number, par, index. */
export const specCourseHole = z.looseObject({ number: z.int().min(1).max(18), par: whole, index: whole });

/** A course as the Event's and the Scorecard's `course` show it: id, name (a card's also with its holes). */
export const specCourseRef = z.looseObject({ id, name: z.string() });
export const specCourse = specCourseRef.extend({ holes: z.array(specCourseHole) });

/** Handicap entry: id, exact, playingHandicap, created. */
export const specHandicapEntry = z.looseObject({
  id,
  exact: z.number(),
  playingHandicap: whole,
  created: z.string().min(1),
});

/** Player: id, fullName, userId, currentHandicap, currentExactHandicap, handicaps, events, user {firstName, lastName}. */
export const specPlayer = z.looseObject({
  id,
  fullName: z.string(),
  userId: id.nullable(),
  currentHandicap: whole.nullable(),
  currentExactHandicap: z.number().nullable(),
  handicaps: z.array(specHandicapEntry),
  events: z.array(z.looseObject({ id })),
  user: z.looseObject({ firstName: z.string(), lastName: z.string() }).nullable(),
});

/** Score (per hole): id, holeNumber, par, index (stroke index), gross, nett, points. */
export const specScore = z.looseObject({
  id,
  holeNumber: z.int().min(1).max(18),
  par: whole,
  index: whole,
  gross: whole.nullable(),
  nett: whole.nullable(),
  points: whole.nullable(),
});

/** Scorecard: the holes, the nines and the totals of one player's card. */
export const specScorecard = z.looseObject({
  id,
  scores: z.array(specScore),
  totalPoints: whole,
  player: z.looseObject({ id, fullName: z.string(), currentHandicap: whole.nullable() }),
  outPoints: whole,
  inPoints: whole,
  lastSixPoints: whole,
  lastThreePoints: whole,
  course: specCourse,
  inGross: whole,
  outGross: whole,
  inNett: whole,
  outNett: whole,
  totalGross: whole,
  totalNett: whole,
  frontNine: z.array(specScore).length(9),
  backNine: z.array(specScore).length(9),
  courseName: z.string(),
  eventHandicap: whole,
  created: z.string().min(1),
});

/** A results card: the Scorecard's id, its player and the points the results show (In, Out, L6, L3). */
export const specResultCard = z.looseObject({
  id,
  player: z.looseObject({ fullName: z.string() }),
  totalPoints: whole,
  outPoints: whole,
  inPoints: whole,
  lastSixPoints: whole,
  lastThreePoints: whole,
});

/** Group entry view: scoreCard (id, player.fullName) and marker (player.fullName); Event entry: id, scoreCard, group. */
export const specEntry = z.looseObject({
  id,
  group: whole.nullable(),
  scoreCard: z.looseObject({ id, player: z.looseObject({ fullName: z.string() }) }),
  marker: z.looseObject({ player: z.looseObject({ fullName: z.string() }) }).nullable(),
});

/** OOM entry: position, fullName, played, totalPoints, events (each date, position, points). */
export const specOomEntry = z.looseObject({
  position: z.int().min(1),
  fullName: z.string(),
  played: count,
  totalPoints: z.number(),
  events: z.array(z.looseObject({ date: day, position: z.int().min(1), points: z.number() })),
});

/** Event: flags for Join/Play, the draw as groups of entries, names, and results once complete. */
export const specEvent = z.looseObject({
  id,
  date: day,
  userHasJoined: z.boolean(),
  sweepId: id,
  groupedEntries: z.array(z.array(specEntry)).optional(),
  playerNames: z.array(z.looseObject({ id, name: z.string() })),
  inFuture: z.boolean(),
  notDrawn: z.boolean(),
  complete: z.boolean(),
  drawn: z.boolean(),
  course: specCourseRef,
  winterHandicaps: z.boolean(),
  doublePoints: z.boolean(),
});

/** The event page's Event: also the members to add and every entry. */
export const specEventDetail = specEvent.extend({
  sweepMembers: z.array(z.looseObject({ id, fullName: z.string() })),
  entries: z.array(specEntry),
});

/** The Play event: the caller's card, the card they mark and their group's players with playing handicaps. */
export const specPlayEvent = specEvent.extend({
  playerCard: specScorecard.nullable(),
  markerCard: specScorecard.nullable(),
  groupPlayers: z.array(z.looseObject({ fullName: z.string(), currentHandicap: whole.nullable() })),
});

/** The results Event: order-of-merit points and the cards. */
export const specResultsEvent = specEvent.extend({
  oomPoints: z.array(z.looseObject({ position: z.int().min(1), points: z.number() })),
  cards: z.array(specResultCard),
});

/** Sweep member: id, approved, player. */
export const specSweepMember = z.looseObject({ id, approved: z.boolean(), player: specPlayer });

/** Sweep, as the sweep list shows it: name, counts, owner (a name) and the caller's standing. */
export const specSweepSummary = z.looseObject({
  id,
  name: z.string(),
  owner: z.string(),
  totalEvents: count,
  memberCount: count,
  userIsMember: z.boolean(),
  approved: z.boolean(),
  isSweepAdmin: z.boolean(),
});

/** Sweep, as the older sweep/details page reads it: its three tabs from one call. */
export const specSweep = specSweepSummary.extend({
  events: z.array(specEvent),
  members: z.array(specSweepMember),
  requests: z.array(specSweepMember),
  oom: z.array(specOomEntry),
  courses: z.array(specCourseRef),
});

/** Leaderboard entry: player, totalOfTopScores, topScoreCards (up to five, each with totalPoints). */
export const specLeaderboardEntry = z.looseObject({
  player: z.union([z.string(), z.looseObject({ fullName: z.string() })]),
  totalOfTopScores: z.number(),
  topScoreCards: z.array(z.looseObject({ totalPoints: whole })).max(5),
});

/** Match result: playerName, won, halved, matchResult, hole. */
export const specMatchResult = z.looseObject({
  playerName: z.string(),
  won: z.boolean(),
  halved: z.boolean(),
  matchResult: z.union([z.string(), z.number()]),
  hole: z.int().min(1).max(18),
});

/** User auth details: id, playerId, sweepIds. */
export const specUserAuthDetails = z.looseObject({ id, playerId: id.nullable(), sweepIds: z.array(id) });

/** A row of the event leaderboard (event/leaderboard: columns player, hole, TotalPoints): hole is holes played. */
export const specEventLeaderboardRow = z.looseObject({
  player: z.string(),
  hole: z.int().min(0).max(18),
  totalPoints: whole,
});

/** A card of GET /api/events/{id}/cards, whose "scores are summed on the client and cards sorted by points". */
export const specEventCard = z.looseObject({
  id,
  player: z.looseObject({ fullName: z.string() }),
  scores: z.array(specScore),
});
