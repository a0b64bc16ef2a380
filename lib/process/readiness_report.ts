/**
 * What a server's `/readyz` reports (`lib/http/health.ts`, checks in `lib/services/readiness.ts`): each check's
 * value is {@link CHECK_OK} or says why it fails; the server is ready when every check is ok.
 */

/** The value of a check that passed; any other value says why a check fails (e.g. `opening`, `draining`). */
export const CHECK_OK = "ok";

/** What `/readyz` answers: ready when every check is {@link CHECK_OK}. */
export interface ReadinessReport {
  ready: boolean;
  checks: Record<string, string>;
  /**
   * Disks with no space left (`store`, `media`): reported, but the server stays ready, since it still serves every
   * read (and, with only the media disk full, every write but uploads). Absent when every disk has room.
   */
  space?: Record<string, string>;
}

/** Reports readiness now (never throws: a failing check is a value). */
export type ReadinessProbe = () => Promise<ReadinessReport>;

/** The report of `checks`: ready when every one is {@link CHECK_OK}; `space` names full disks (if any). */
export function readinessReport(checks: Record<string, string>, space: Record<string, string> = {}): ReadinessReport {
  const ready = Object.values(checks).every((value) => value === CHECK_OK);
  return Object.keys(space).length ? { ready, checks, space } : { ready, checks };
}
