import type { NextRequest } from "next/server";
import { emailSchema } from "@/lib/validation/account";
import { db } from "../db/client";
import { clientIp } from "./client-ip";
import { CREDENTIALS_PROVIDER_ID } from "./options";
import { assertSignInAllowed } from "./rate-limit";

/** Refuses a credential sign-in with 429 once the account or address has failed too often. */
export async function guardCredentialSignIn(req: NextRequest, segments: string[]): Promise<void> {
  if (segments.join("/") !== `callback/${CREDENTIALS_PROVIDER_ID}`) return;
  const form = await req.clone().formData().catch(() => null);
  const email = emailSchema.safeParse(form?.get("email") ?? "");
  await assertSignInAllowed(db, email.success ? email.data : "", clientIp(req.headers));
}
