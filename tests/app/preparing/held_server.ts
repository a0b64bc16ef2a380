/**
 * `main.ts` with one more start-up job, before the demo seed, that holds the start until a line arrives on stdin:
 * `tests/app/preparing_test.ts` looks at the site while the store is still empty, then lets the start go on.
 */
import { readConfigOrExit } from "@/lib/config.ts";
import { serveSite } from "@/lib/serve_site.ts";
import { STARTUP_JOBS, type StartupJob } from "@/lib/startup_jobs.ts";

const held: StartupJob = {
  name: "held by the test",
  async run() {
    console.log("start-up held");
    const reader = Deno.stdin.readable.getReader();
    await reader.read();
    reader.releaseLock();
  },
};
const seed = STARTUP_JOBS.findIndex((job) => job.name === "demo seed");
const startupJobs = [...STARTUP_JOBS.slice(0, seed), held, ...STARTUP_JOBS.slice(seed)];

await serveSite(readConfigOrExit(), { log: console.log, startupJobs });
