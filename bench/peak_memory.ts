/**
 * Peak resident memory of running processes, from `/proc/<pid>/status`:
 * the kernel's high-water mark (VmHWM) and polled VmRSS, whichever is larger,
 * sampled until the process is gone or sampling stops.
 */

/** A running sampler of one process. */
export interface PeakMemory {
  /** Largest resident set seen so far, in MiB (0 when nothing could be read). */
  readonly peakMiB: number;
  /** Last VmRSS read, in MiB. */
  readonly currentMiB: number;
  stop(): void;
}

function readKiB(pid: number, field: string, status?: string): number {
  const text = status ?? Deno.readTextFileSync(`/proc/${pid}/status`);
  const match = text.match(new RegExp(`${field}:\\s+(\\d+) kB`));
  return match ? Number(match[1]) : 0;
}

/** Current VmRSS of `pid` in MiB. */
export function rssMiB(pid: number): number {
  return readKiB(pid, "VmRSS") / 1024;
}

/** Samples `pid` every `intervalMs` until stopped or the process ends. */
export function samplePeakMemory(pid: number, intervalMs = 50): PeakMemory {
  let peakKiB = 0;
  let currentKiB = 0;
  const sample = () => {
    try {
      const status = Deno.readTextFileSync(`/proc/${pid}/status`);
      currentKiB = readKiB(pid, "VmRSS", status);
      peakKiB = Math.max(peakKiB, currentKiB, readKiB(pid, "VmHWM", status));
    } catch {
      clearInterval(timer);
    }
  };
  const timer = setInterval(sample, intervalMs);
  sample();
  return {
    get peakMiB() {
      return peakKiB / 1024;
    },
    get currentMiB() {
      return currentKiB / 1024;
    },
    stop() {
      sample();
      clearInterval(timer);
    },
  };
}
