import "server-only";
import { randomBytes } from "node:crypto";

/** 256 random bits, URL-safe: the whole secret of an invite or claim link. */
export const newInvitationToken = () => randomBytes(32).toString("base64url");
