/**
 * The browser's shared API client (used by islands). It sends the stored
 * bearer token with every call; any 401 clears the stored credentials and
 * sends the browser to `/admin/login`. Errors carry the server's message.
 */

import { ADMIN_LOGIN_PATH } from "../shared/paths.ts";
import { STORAGE_KEYS } from "../shared/constants.ts";

export { STORAGE_KEYS };

/**
 * An API failure with the status and field errors (a 409 naming its `field`
 * becomes that field's error). `message` is the server's error text, the
 * caller's `fallback`, or a generic one when there is neither (`serverMessage` false).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields?: Record<string, string[]>,
    readonly serverMessage = true,
  ) {
    super(message);
  }
}

/** True for a 401 {@link ApiError}: the browser is already on its way to the sign-in page, so say nothing more. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * The message a failed action shows: the server's own error text when its answer carried one, else `fallback`, the
 * action's message from the specification ('Failed to clear cache', ...). An answer without a message (the
 * `Request failed (N)` stand-in of {@link ApiError}) and a network failure (`TypeError` from `fetch`) give the
 * fallback; an error thrown by the browser's own checks keeps its text.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage && error.message ? error.message : fallback;
  if (error instanceof Error && !(error instanceof TypeError) && error.message) return error.message;
  return fallback;
}

/** Reads a localStorage value, tolerating disabled storage. */
export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes (or with null removes) a localStorage value, tolerating disabled storage. */
export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage may be disabled; the session cookie still works.
  }
}

/** Forgets the stored token and user. */
export function clearCredentials(): void {
  writeStorage(STORAGE_KEYS.token, null);
  writeStorage(STORAGE_KEYS.user, null);
}

/**
 * Calls `/api{path}` with JSON; resolves the parsed body or throws {@link ApiError}, whose message is `fallback`
 * (the action's message from the specification) when the answer carries none.
 */
export async function api<T>(path: string, init: RequestInit & { json?: unknown; fallback?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  const token = readStorage(STORAGE_KEYS.token);
  if (token) headers.set("Authorization", `Bearer ${token}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(init.json);
  }
  const response = await fetch(`/api${path}`, { ...init, headers, body, credentials: "same-origin" });
  const data = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.status === 401 && !path.startsWith("/auth/login")) {
    clearCredentials();
    globalThis.location.assign(ADMIN_LOGIN_PATH);
  }
  if (!response.ok) {
    const serverMessage = !!data && typeof data.error === "string" && data.error.trim() !== "";
    const message = serverMessage ? data.error : init.fallback ?? `Request failed (${response.status})`;
    const named = typeof data?.field === "string" ? { [data.field]: [message] } : undefined;
    throw new ApiError(message, response.status, data?.fields ?? named, serverMessage || !!init.fallback);
  }
  return data as T;
}
