// The demo society's fixed facts: courses with realistic pars and stroke indexes, and its members.

import { DEMO_OWNER } from "@/lib/demo-society";

export type DemoCourse = { name: string; pars: number[]; indexes: number[] };

export const DEMO_COURSES: DemoCourse[] = [
  {
    name: "Oakfield Park",
    pars: [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 5, 4, 4, 3, 4, 5, 4],
    indexes: [5, 11, 17, 1, 9, 13, 15, 3, 7, 6, 16, 2, 10, 14, 18, 12, 4, 8],
  },
  {
    name: "Heathview",
    pars: [4, 3, 4, 5, 4, 4, 3, 4, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4],
    indexes: [2, 16, 8, 12, 4, 10, 18, 6, 14, 3, 9, 17, 11, 1, 7, 15, 13, 5],
  },
  {
    name: "Saltmarsh Links",
    pars: [4, 4, 3, 4, 4, 5, 3, 4, 4, 4, 3, 4, 4, 5, 3, 4, 4, 4],
    indexes: [9, 3, 15, 1, 11, 7, 17, 5, 13, 10, 18, 4, 8, 2, 16, 6, 14, 12],
  },
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
