import path from "node:path";
import { businessSchema, defaultBusiness, type Business } from "@fh/validators";
import { z } from "zod";

/**
 * Every environment variable the server reads, parsed once at start. A bad
 * value stops the server with a message naming the variable. .env.example
 * lists the same variables with a comment each.
 */
const optionalText = z
  .string()
  .trim()
  .transform((s) => (s === "" ? undefined : s))
  .optional();

const origin = optionalText.pipe(
  z
    .url({ protocol: /^https?$/ })
    .transform((u) => new URL(u).origin)
    .optional(),
);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./.data"),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  PUBLIC_ORIGIN: origin,
  ADMIN_ORIGIN: origin,
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(12),
  AI_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
  BUSINESS_NAME: optionalText,
  BUSINESS_PHONE: optionalText,
  BUSINESS_EMAIL: optionalText,
  BUSINESS_STREET: optionalText,
  BUSINESS_CITY: optionalText,
  BUSINESS_REGION: optionalText,
  BUSINESS_POSTAL_CODE: optionalText,
  BUSINESS_HOURS: optionalText,
  BUSINESS_SOCIAL_URL: optionalText,
});

export type Env = z.infer<typeof envSchema>;

export interface ServerConfig {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  /** Absolute path of the data folder (embedded database, uploads). */
  dataDir: string;
  databaseUrl: string | undefined;
  publicOrigin: string | undefined;
  adminOrigin: string | undefined;
  trustProxy: number;
  logLevel: Env["LOG_LEVEL"];
  sessionTtlHours: number;
  ai: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | null;
  business: Business;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Relative paths are read from where the command was typed (pnpm's INIT_CWD), not the package folder. */
function resolveFromInvocation(p: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), p);
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): ServerConfig {
  // An empty value (`PORT=` in a .env file) means "not set", not zero.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const business = businessSchema.safeParse({
    name: env.BUSINESS_NAME ?? defaultBusiness.name,
    phone: env.BUSINESS_PHONE ?? defaultBusiness.phone,
    email: env.BUSINESS_EMAIL ?? defaultBusiness.email,
    streetAddress: env.BUSINESS_STREET ?? defaultBusiness.streetAddress,
    city: env.BUSINESS_CITY ?? defaultBusiness.city,
    region: env.BUSINESS_REGION ?? defaultBusiness.region,
    postalCode: env.BUSINESS_POSTAL_CODE ?? defaultBusiness.postalCode,
    hours: env.BUSINESS_HOURS ?? defaultBusiness.hours,
    socialUrl: env.BUSINESS_SOCIAL_URL ?? defaultBusiness.socialUrl,
  });
  if (!business.success) {
    const names: Record<string, string> = {
      name: "BUSINESS_NAME",
      phone: "BUSINESS_PHONE",
      email: "BUSINESS_EMAIL",
      streetAddress: "BUSINESS_STREET",
      city: "BUSINESS_CITY",
      region: "BUSINESS_REGION",
      postalCode: "BUSINESS_POSTAL_CODE",
      hours: "BUSINESS_HOURS",
      socialUrl: "BUSINESS_SOCIAL_URL",
    };
    const lines = business.error.issues.map((i) => `  ${names[String(i.path[0])] ?? String(i.path[0])}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join("\n")}`);
  }
  if (env.ADMIN_ORIGIN && !env.PUBLIC_ORIGIN) {
    throw new ConfigError("Invalid environment:\n  PUBLIC_ORIGIN: required when ADMIN_ORIGIN is set");
  }
  const aiParts = [env.AI_BASE_URL, env.AI_API_KEY, env.AI_MODEL];
  const aiSet = aiParts.filter(Boolean).length;
  if (aiSet > 0 && aiSet < 3) {
    throw new ConfigError("Invalid environment:\n  AI_BASE_URL, AI_API_KEY, AI_MODEL: set all three or none");
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: resolveFromInvocation(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    publicOrigin: env.PUBLIC_ORIGIN,
    adminOrigin: env.ADMIN_ORIGIN,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    sessionTtlHours: env.SESSION_TTL_HOURS,
    ai:
      env.AI_BASE_URL && env.AI_API_KEY && env.AI_MODEL
        ? { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL, timeoutMs: env.AI_TIMEOUT_MS }
        : null,
    business: business.data,
  };
}

/** The origins that may send cookie-authenticated changes. */
export function allowedOrigins(config: ServerConfig): string[] {
  const configured = [config.publicOrigin, config.adminOrigin].filter((o): o is string => Boolean(o));
  if (configured.length > 0) return configured;
  // No public origin configured: the site runs on this machine (pnpm start, or
  // pnpm dev with the Vite servers on 5173 and 5174 proxying to this one).
  const ports = [config.port, 5173, 5174];
  return ports.flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
}
