/**
 * Peak resident memory of running processes, from `/proc/<pid>/status`:
 * the kernel's high-water mark (VmHWM) and polled VmRSS, whichever is larger,
 * sampled until the process is gone or sampling stops; with the CPU time the
 * process has used (`/proc/<pid>/stat`, user + system).
 */

/** Clock ticks per second of `/proc/<pid>/stat` on Linux. */
const TICKS_PER_SECOND = 100;

/** A running sampler of one process. */
export interface PeakMemory {
  /** Largest resident set seen so far, in MiB (0 when nothing could be read). */
  readonly peakMiB: number;
  /** Last VmRSS read, in MiB. */
  readonly currentMiB: number;
  /** CPU seconds (user + system) used by the process at the last sample. */
  readonly cpuSeconds: number;
  stop(): void;
}

function readKiB(pid: number, field: string, status?: string): number {
  const text = status ?? Deno.readTextFileSync(`/proc/${pid}/status`);
  const match = text.match(new RegExp(`${field}:\\s+(\\d+) kB`));
  return match ? Number(match[1]) : 0;
}

function cpuTicks(pid: number): number {
  const stat = Deno.readTextFileSync(`/proc/${pid}/stat`);
  // Fields after the command name (which may hold spaces) in parentheses: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

/** CPU seconds (user + system) `pid` has used so far. */
export function cpuSeconds(pid: number): number {
  return cpuTicks(pid) / TICKS_PER_SECOND;
}

/** Current VmRSS of `pid` in MiB. */
export function rssMiB(pid: number): number {
  return readKiB(pid, "VmRSS") / 1024;
}

/** Samples `pid` every `intervalMs` until stopped or the process ends. */
export function samplePeakMemory(pid: number, intervalMs = 50): PeakMemory {
  let peakKiB = 0;
  let currentKiB = 0;
  let ticks = 0;
  const sample = () => {
    try {
      ticks = cpuTicks(pid);
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
    get cpuSeconds() {
      return ticks / TICKS_PER_SECOND;
    },
    stop() {
      sample();
      clearInterval(timer);
    },
  };
}
