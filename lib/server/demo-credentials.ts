import "server-only";
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from "@/lib/demo-society";
import { env } from "./env";

export type DemoCredentials = { email: string; password: string };

/**
 * The demo sign-in the login page suggests: only in demo mode (DEMO_MODE, on by default for the embedded
 * demo database), never on a society's own database, whose owner may have changed that password.
 */
export const demoCredentials = (): DemoCredentials | null =>
  env.DEMO_MODE ? { email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD } : null;
