import { z } from "zod";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// or postgresql:// URL")
      .optional(),
  ),
  PGLITE_DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default(".data/pglite")),
  NEXTAUTH_URL: optionalString,
  NEXTAUTH_SECRET: optionalString,
  OIDC_ISSUER: optionalString,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_DISPLAY_NAME: z.preprocess(emptyAsUndefined, z.string().default("your identity provider")),
  OIDC_REGISTER_URL: optionalString,
  OIDC_PROFILE_URL: optionalString,
  // How many reverse proxies in front of the app append to X-Forwarded-For; 0 trusts no forwarding header.
  TRUSTED_PROXY_HOPS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(10).default(0)),
  // Set by scripts/next-server.mjs (never by operators): the request header in which it passes each
  // connection's socket address, which Next's route handlers cannot otherwise see.
  SOCKET_ADDRESS_HEADER: optionalString,
});

export type Env = z.infer<typeof envSchema>;

/** The process environment, parsed once; the only place that reads process.env. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join("; ")}`);
  }
  return parsed.data;
}

export const env = readEnv();
