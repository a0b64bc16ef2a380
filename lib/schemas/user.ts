/** User payloads and records: the one definition of what a user is. */
import { z } from "zod";
import { plainText } from "./text_fields.ts";

/** Longest accepted password; bounds hashing cost per request. */
export const MAX_PASSWORD_LENGTH = 1024;
/** Shortest password accepted for new users and password changes. */
export const MIN_PASSWORD_LENGTH = 8;

/** A role: "admin", "editor", or any other non-empty value. */
export const RoleSchema = plainText("Role", { max: 50, trim: true }).min(1, "Role is required");

/** An email address, trimmed and lowercased. */
export const EmailSchema = z.string().trim().toLowerCase().pipe(
  z.email("Enter a valid email address").max(254, "Email must be at most 254 characters"),
);

/** A new password. */
export const PasswordSchema = z.string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

/** Input of `createUser`. */
export const NewUserSchema = z.object({
  name: plainText("Name", { max: 100, trim: true }).min(1, "Name is required"),
  email: EmailSchema,
  role: RoleSchema,
  password: PasswordSchema,
});
/** Input of `createUser` (before defaults and normalisation). */
export type NewUserInput = z.input<typeof NewUserSchema>;

/** A stored user, including the password hash. Never send this to a client. */
export const UserRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  password_hash: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
/** A stored user, including the password hash. */
export type UserRecord = z.infer<typeof UserRecordSchema>;

/** What user lists show: no password hash. */
export interface PublicUser {
  id: string;
  name: string;
  email: string;
  role: string;
  created_at: string;
}

/** The public projection of a stored user. */
export function toPublicUser(user: UserRecord): PublicUser {
  return { id: user.id, name: user.name, email: user.email, role: user.role, created_at: user.created_at };
}
