/**
 * Writes a background job's record in order, each write checked against the
 * previous one's versionstamp, with a fresh heartbeat. When a check fails the
 * record was replaced (taken over, cancelled): the recorder stops writing and
 * calls `onLost` once.
 */
import { commitOnce } from "./write.ts";

/** A job record with a heartbeat. */
export interface HeartbeatRecord {
  heartbeatAt: string;
  finishedAt?: string;
}

/** True when `job` runs and its heartbeat is younger than `staleAfterMs` (an older one's process stopped). */
export function isLiveJob<T extends HeartbeatRecord & { state: string }>(
  job: T | null,
  staleAfterMs: number,
  now = Date.now(),
): job is T & { state: "running" } {
  return job?.state === "running" && now - Date.parse(job.heartbeatAt) < staleAfterMs;
}

/** See the module doc. */
export class JobRecorder<T extends HeartbeatRecord> {
  #chain: Promise<void> = Promise.resolve();
  #closed = false;
  #lost = false;
  #heartbeat: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly kv: Deno.Kv,
    private readonly key: Deno.KvKey,
    /** The record as last written (or, once lost, as this process saw it). */
    public job: T,
    private versionstamp: string,
    private readonly onLost: () => void,
  ) {}

  /** True once another write replaced the record. */
  get lost(): boolean {
    return this.#lost;
  }

  /** Writes a heartbeat every `ms` until {@link JobRecorder.finish}; returns the recorder. */
  beat(ms: number): this {
    this.#heartbeat = setInterval(() => this.write({}), ms);
    return this;
  }

  /** Queues a write of `patch` with a fresh heartbeat. */
  write(patch: Partial<T>): Promise<void> {
    if (this.#closed) return this.#chain;
    this.#chain = this.#chain.then(() => this.#commit(patch));
    return this.#chain;
  }

  /** Writes the final state and returns it (kept locally even when the record was replaced). */
  async finish(patch: Partial<T>): Promise<T> {
    clearInterval(this.#heartbeat);
    const finishedAt = new Date().toISOString();
    await this.write({ ...patch, finishedAt });
    this.#closed = true;
    if (this.#lost) this.job = { ...this.job, ...patch, finishedAt };
    return this.job;
  }

  async #commit(patch: Partial<T>): Promise<void> {
    if (this.#lost) return;
    const next: T = { ...this.job, ...patch, heartbeatAt: new Date().toISOString() };
    try {
      const versionstamp = await commitOnce(
        this.kv.atomic().check({ key: this.key, versionstamp: this.versionstamp }).set(this.key, next),
      );
      if (versionstamp) {
        this.job = next;
        this.versionstamp = versionstamp;
      } else {
        this.#lost = true;
        this.onLost();
      }
    } catch (error) {
      console.error("Could not record job progress:", error);
      this.job = next;
    }
  }
}
