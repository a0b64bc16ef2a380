/**
 * The anonymous voter id: a random id in the `voter` cookie (HttpOnly,
 * SameSite=Lax, one year) that lets a visitor replace their own rating.
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { secureCookies } from "../auth/cookies.ts";
import { randomToken } from "../ids.ts";

/** Name of the voter cookie. */
export const VOTER_COOKIE = "voter";
/** Lifetime of the voter cookie in seconds (one year). */
export const VOTER_MAX_AGE = 365 * 24 * 60 * 60;

const VOTER_FORMAT = /^[A-Za-z0-9_-]{16,64}$/;

/** The visitor's voter id from the cookie, or null when missing or malformed. */
export function readVoter(c: Context): string | null {
  const value = getCookie(c, VOTER_COOKIE);
  return value && VOTER_FORMAT.test(value) ? value : null;
}

/** The visitor's voter id; a new one is created and set as the cookie when there is none. */
export function ensureVoter(c: Context): string {
  const existing = readVoter(c);
  if (existing) return existing;
  const voter = randomToken(18);
  setCookie(c, VOTER_COOKIE, voter, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: secureCookies(c),
    maxAge: VOTER_MAX_AGE,
  });
  return voter;
}
