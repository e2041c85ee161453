import { handleNextAuth, methodNotAllowed } from "@/lib/server/auth/next-auth-route";

// /api/auth/* — next-auth's own endpoints (session, csrf, providers, sign-in and sign-out, OIDC callbacks),
// wrapped so that they answer like the rest of the API (see handleNextAuth).
export {
  handleNextAuth as GET,
  handleNextAuth as POST,
  methodNotAllowed as DELETE,
  methodNotAllowed as PATCH,
  methodNotAllowed as PUT,
};
