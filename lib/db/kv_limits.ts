/**
 * Deno KV refuses keys over about 2 KB with a TypeError. Keys are built from
 * request input (ids, slugs, paths), so an oversize key is bad input, not a
 * server fault: nothing can be stored under a key too large to read, so a
 * read is "not found" (404), and a write is a validation error (400). A full
 * disk under the store is no server fault either: 507, nothing saved.
 */
import { InsufficientStorageError, isNoSpaceError, NotFoundError, ValidationError } from "../errors.ts";

/** A lookup whose key is longer than the store allows: nothing can exist there (404). */
export class KeyTooLongError extends NotFoundError {}

/** Largest key KV reads, in bytes: an id longer than this names nothing stored. */
export const MAX_KEY_BYTES = 2048;

/** Throws {@link KeyTooLongError} when `id` is too long to be part of any stored key (as a KV read would). */
export function assertKeyPartFits(id: string): void {
  if (new TextEncoder().encode(id).length > MAX_KEY_BYTES) throw new KeyTooLongError();
}

/**
 * The typed error standing for KV's "key too large" refusal, or for a write that met a full disk (507), or null for
 * any other error.
 */
export function typedStoreError(error: unknown): NotFoundError | ValidationError | InsufficientStorageError | null {
  if (isNoSpaceError(error)) return new InsufficientStorageError("store");
  if (!(error instanceof TypeError)) return null;
  if (/^Key too large for read/.test(error.message)) return new KeyTooLongError();
  if (/^Key too large for write/.test(error.message)) return new ValidationError("A value in the request is too long");
  return null;
}
