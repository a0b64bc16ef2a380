/** Sign-in and API token payloads. */
import { z } from "zod";
import { plainText } from "./text_fields.ts";
import { MAX_PASSWORD_LENGTH } from "./user.ts";

/**
 * POST /api/auth/login. The email is only normalised, not format-checked:
 * a malformed address simply does not match an account.
 */
export const LoginSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, "Email is required").max(
    254,
    "Email must be at most 254 characters",
  ),
  password: z.string().min(1, "Password is required").max(
    MAX_PASSWORD_LENGTH,
    `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  ),
  remember: z.boolean().optional().default(false),
});
/** Parsed sign-in payload. */
export type LoginInput = z.output<typeof LoginSchema>;

/** POST /api/auth/tokens: a named API token, optionally expiring after a number of days. */
export const NewApiTokenSchema = z.object({
  name: plainText("Name", { max: 100, trim: true }).min(1, "Name is required"),
  expires_in_days: z.number().int("Expiry must be a whole number of days")
    .min(1, "Expiry must be at least 1 day").max(3650, "Expiry must be at most 3650 days")
    .nullish(),
});

/** A stored token (no secret). */
export interface TokenRecord {
  id: string;
  user_id: string;
  kind: "session" | "api";
  name: string;
  created_at: string;
  last_used_at?: string;
  /** ISO time after which the token is rejected; null for API tokens without expiry. */
  expires_at: string | null;
}
