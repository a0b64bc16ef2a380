/**
 * The rolling restart on SIGHUP (`scripts/supervise.ts`): for each server in turn, start a new one that joins the
 * port only once ready (`LISTEN_WHEN_READY=1`), wait until its private `/readyz` answers 200
 * (`lib/process/wait_ready.ts`), then stop the old one gracefully (it drains its connections onto the others and
 * finishes its requests, `lib/process/graceful_stop.ts`). Capacity never drops below `WEB_CONCURRENCY`. A new server
 * that exits or is not ready within {@link REPLACEMENT_READY_TIMEOUT_MS} is stopped, the old one keeps serving, and the
 * restart ends there (logged; the other old servers stay too). A SIGHUP during a restart is remembered: one more
 * restart follows the one under way (it may carry a newer deploy); several during one restart count as one.
 */
import { waitUntilReady } from "../../lib/process/wait_ready.ts";
import type { Servers, ServerSlot } from "./servers.ts";

/** Longest a replacement may take to be ready (a start on a large store builds its snapshot first). */
export const REPLACEMENT_READY_TIMEOUT_MS = 120_000;

/** Runs rolling restarts, one at a time. */
export class RollingRestart {
  #running = false;
  #queued = false;

  constructor(private readonly servers: Servers, private readonly slots: ServerSlot[]) {}

  /** Starts a rolling restart, or queues one when one is under way. */
  request(): void {
    if (this.servers.stopping) return;
    if (this.#running) {
      if (!this.#queued) console.log("Supervisor: SIGHUP during a rolling restart; another one follows it");
      this.#queued = true;
      return;
    }
    this.#running = true;
    void this.#run().finally(() => this.#running = false);
  }

  async #run(): Promise<void> {
    do {
      this.#queued = false;
      console.log("Supervisor: SIGHUP: rolling restart of the servers, one at a time");
      let replaced = 0;
      for (const slot of this.slots) {
        if (this.servers.stopping) return;
        if (!await this.#replace(slot)) break;
        replaced++;
      }
      console.log(`Supervisor: rolling restart done: ${replaced} of ${this.slots.length} server(s) replaced`);
    } while (this.#queued && !this.servers.stopping);
  }

  /** Replaces the server of `slot`; false when the new one did not get ready (the old one stays). */
  async #replace(slot: ServerSlot): Promise<boolean> {
    const old = slot.server;
    const next = this.servers.spawn(slot.name, { listenWhenReady: true, replacing: old?.child.pid });
    const outcome = await waitUntilReady({
      healthPort: next.healthPort,
      exited: next.child.status,
      timeoutMs: REPLACEMENT_READY_TIMEOUT_MS,
    });
    if (!outcome.ready) {
      if (this.servers.stopping) return false;
      console.error(
        `Supervisor: ${slot.name}: the new server (pid ${next.child.pid}) did not get ready: ${outcome.reason}; ` +
          `keeping the old one${old ? ` (pid ${old.child.pid})` : ""}`,
      );
      await this.servers.stop(next);
      return false;
    }
    if (this.servers.stopping) return false;
    slot.server = next;
    if (old) {
      const status = await this.servers.stop(old);
      const how = status.success ? "stopped" : `ended with ${status.signal ?? `code ${status.code}`}`;
      console.log(`Supervisor: ${slot.name}: pid ${old.child.pid} ${how}, pid ${next.child.pid} serves`);
    }
    return true;
  }
}
