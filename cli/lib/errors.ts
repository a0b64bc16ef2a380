/** Exit codes and the errors that choose them. */

/** What the process exit code means: 0 ok, 1 the work failed, 2 the command was used wrongly, 130 interrupted. */
export const EXIT = { ok: 0, failed: 1, usage: 2, interrupted: 130 } as const;

/** The command line is wrong (unknown option, missing argument, nothing to sign in with): exit code 2. */
export class UsageError extends Error {}

/** The site answered with an error status, or could not be reached (`status` 0). */
export class ApiError extends Error {
  constructor(message: string, readonly status: number, readonly fields: Record<string, string[]> = {}) {
    super(message);
  }
}

/** What `request` answers, or null when the site answers one of `statuses` (no such post, not allowed to read). */
export async function unlessStatus<T>(request: Promise<T>, ...statuses: number[]): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && statuses.includes(error.status)) return null;
    throw error;
  }
}

/** One line describing an error for people: the server's message plus its field errors. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    const fields = Object.entries(error.fields).map(([field, messages]) => `${field}: ${messages.join(", ")}`);
    const details = fields.filter((text) => !text.endsWith(error.message));
    return details.length ? `${error.message} (${details.join("; ")})` : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
