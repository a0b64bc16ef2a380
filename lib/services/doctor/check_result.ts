/** The outcome of one `npm run doctor` check and how it is printed. */

/** `ok`: nothing to do; `warn`: works, but look at it; `fail`: broken or about to be. */
export type CheckStatus = "ok" | "warn" | "fail";

/** One check's outcome: what was found and, unless all is well, what to do. */
export interface CheckResult {
  status: CheckStatus;
  /** Short name of the check: `config`, `store`, `media`, `disk`, `backup`, `build`, `site`. */
  name: string;
  /** What the check found. */
  detail: string;
  /** What to do about it (for `warn` and `fail`). */
  fix?: string;
}

/** A check's outcome: `name`'s `status` and `detail`, with `fix` unless all is well. */
export function checkResult(name: string, status: CheckStatus, detail: string, fix?: string): CheckResult {
  return fix === undefined ? { status, name, detail } : { status, name, detail, fix };
}

/** Control characters (and what a terminal reads as escapes) in text from files, the store or the network. */
// deno-lint-ignore no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]+/g;

/** One line: `status  name  detail — fix`, with control characters of the texts shown as spaces. */
export function formatCheck(result: CheckResult): string {
  const clean = (text: string) => text.replace(CONTROL, " ").trim();
  const fix = result.fix ? ` — ${clean(result.fix)}` : "";
  return `${result.status.padEnd(4)}  ${result.name.padEnd(6)}  ${clean(result.detail)}${fix}`;
}

/** The doctor's exit code: 1 when any check failed, 0 otherwise (warnings included). */
export function doctorExitCode(results: readonly CheckResult[]): number {
  return results.some((result) => result.status === "fail") ? 1 : 0;
}

/** The message of a thrown value, with its cause's (`fetch` says only "fetch failed", its cause says why). */
export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}
