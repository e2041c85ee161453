import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { errorToResponse } from "@/lib/server/api/map-error";
import { authOptions } from "@/lib/server/auth/options";
import { guardCredentialSignIn } from "@/lib/server/auth/sign-in-guard";

const nextAuth = NextAuth(authOptions);
type Context = { params: Promise<{ nextauth: string[] }> };

// GET /api/auth/* — next-auth's own endpoints (session, csrf, providers, OIDC callbacks).
export const GET = (req: NextRequest, context: Context) => nextAuth(req, context);

// POST /api/auth/* — next-auth's sign-in and sign-out; credential sign-ins are rate-limited first (429).
export async function POST(req: NextRequest, context: Context) {
  try {
    await guardCredentialSignIn(req, (await context.params).nextauth);
  } catch (error) {
    return errorToResponse(error);
  }
  return nextAuth(req, context);
}
