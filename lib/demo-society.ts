// The demo society's sign-in: every demo member is <first name>@example.com with one password. The seed
// (prisma/seed) creates these accounts; the login page suggests the owner's in demo mode only.

export const DEMO_PASSWORD = "sweeps-demo";
const DEMO_EMAIL_DOMAIN = "example.com";

export const demoEmail = (player: { firstName: string }) => `${player.firstName.toLowerCase()}@${DEMO_EMAIL_DOMAIN}`;

/** The demo's owner, the first of the seeded players. */
export const DEMO_OWNER = { firstName: "Alex", lastName: "Morgan" } as const;
export const DEMO_OWNER_EMAIL = demoEmail(DEMO_OWNER);
