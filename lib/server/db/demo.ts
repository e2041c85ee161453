import "server-only";
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from "@/prisma/seed/demo-data";
import type { Db } from "./client";

export type DemoCredentials = { email: string; password: string };

/** The demo sign-in to suggest, while the demo society's owner account exists. */
export async function getDemoCredentials(db: Db): Promise<DemoCredentials | null> {
  const owner = await db.user.findUnique({ where: { email: DEMO_OWNER_EMAIL }, select: { id: true } });
  return owner ? { email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD } : null;
}
