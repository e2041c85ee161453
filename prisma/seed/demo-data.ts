// The demo society's fixed facts: courses with realistic pars, stroke indexes and tees, and its members.

import { DEMO_OWNER } from "@/lib/demo-society";

/** A set of tees of a demo course: its WHS ratings and each hole's yards, in hole order. */
export type DemoTee = { name: string; courseRating: number; slopeRating: number; yards: number[] };
export type DemoCourse = { name: string; pars: number[]; indexes: number[]; tees: DemoTee[] };

/** Today's round is played off the yellow tees. */
export const DEMO_TEE = "Yellow";

/** Each tee's Course Rating and Slope Rating. */
type Ratings = { white: [number, number]; yellow: [number, number]; red: [number, number] };

/** White, Yellow and Red tees from a course's yellow yards: each par's usual distance between them. */
function teesOf(pars: number[], yellow: number[], ratings: Ratings): DemoTee[] {
  const shift = (longer: Record<number, number>) => yellow.map((yards, i) => yards + (longer[pars[i] ?? 4] ?? 0));
  const tee = (name: string, [courseRating, slopeRating]: [number, number], yards: number[]) => ({
    name,
    courseRating,
    slopeRating,
    yards,
  });
  return [
    tee("White", ratings.white, shift({ 3: 14, 4: 24, 5: 31 })),
    tee(DEMO_TEE, ratings.yellow, yellow),
    tee("Red", ratings.red, shift({ 3: -28, 4: -52, 5: -58 })),
  ];
}

const course = (name: string, pars: number[], indexes: number[], yellow: number[], ratings: Ratings): DemoCourse => ({
  name,
  pars,
  indexes,
  tees: teesOf(pars, yellow, ratings),
});

export const DEMO_COURSES: DemoCourse[] = [
  course(
    "Oakfield Park",
    [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 5, 4, 4, 3, 4, 5, 4],
    [5, 11, 17, 1, 9, 13, 15, 3, 7, 6, 16, 2, 10, 14, 18, 12, 4, 8],
    [382, 405, 164, 498, 356, 421, 178, 394, 512, 368, 152, 527, 401, 337, 189, 415, 489, 428],
    { white: [72.1, 131], yellow: [70.6, 127], red: [73.4, 128] },
  ),
  course(
    "Heathview",
    [4, 3, 4, 5, 4, 4, 3, 4, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4],
    [2, 16, 8, 12, 4, 10, 18, 6, 14, 3, 9, 17, 11, 1, 7, 15, 13, 5],
    [412, 171, 366, 505, 433, 348, 142, 389, 377, 421, 358, 186, 491, 445, 372, 158, 523, 401],
    { white: [70.8, 128], yellow: [69.5, 124], red: [72.0, 126] },
  ),
  course(
    "Saltmarsh Links",
    [4, 4, 3, 4, 4, 5, 3, 4, 4, 4, 3, 4, 4, 5, 3, 4, 4, 4],
    [9, 3, 15, 1, 11, 7, 17, 5, 13, 10, 18, 4, 8, 2, 16, 6, 14, 12],
    [365, 418, 172, 446, 351, 534, 149, 397, 381, 409, 197, 362, 428, 551, 163, 392, 374, 436],
    { white: [72.4, 135], yellow: [71.0, 130], red: [73.6, 131] },
  ),
];

/** Exact handicaps from plus 2 (stored as −2.0) to 36. */
export const DEMO_PLAYERS: Array<{ firstName: string; lastName: string; exact: number }> = [
  { ...DEMO_OWNER, exact: 12.4 },
  { firstName: "Sam", lastName: "Patel", exact: 8.9 },
  { firstName: "Jamie", lastName: "Fraser", exact: -2.0 },
  { firstName: "Chris", lastName: "Walker", exact: 0.4 },
  { firstName: "Priya", lastName: "Shah", exact: 2.8 },
  { firstName: "Tom", lastName: "Hughes", exact: 4.1 },
  { firstName: "Ellie", lastName: "Brooks", exact: 5.6 },
  { firstName: "Owen", lastName: "Davies", exact: 7.2 },
  { firstName: "Rachel", lastName: "Green", exact: 10.3 },
  { firstName: "Mark", lastName: "Thompson", exact: 11.7 },
  { firstName: "Hannah", lastName: "Lewis", exact: 13.8 },
  { firstName: "Dan", lastName: "O'Brien", exact: 14.6 },
  { firstName: "Lucy", lastName: "Bennett", exact: 15.9 },
  { firstName: "Gareth", lastName: "Evans", exact: 17.2 },
  { firstName: "Fiona", lastName: "Campbell", exact: 18.5 },
  { firstName: "Ravi", lastName: "Kumar", exact: 19.1 },
  { firstName: "Kate", lastName: "Murphy", exact: 20.6 },
  { firstName: "Stuart", lastName: "Reid", exact: 22.3 },
  { firstName: "Nina", lastName: "Kowalski", exact: 23.8 },
  { firstName: "Ben", lastName: "Carter", exact: 25.4 },
  { firstName: "Sophie", lastName: "Turner", exact: 27.0 },
  { firstName: "Liam", lastName: "Doyle", exact: 29.5 },
  { firstName: "Grace", lastName: "Holt", exact: 32.1 },
  { firstName: "Pete", lastName: "Sullivan", exact: 36.0 },
];
