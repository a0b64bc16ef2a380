/**
 * `npm run doctor`: checks a production installation and prints one line per check (`ok|warn|fail  name  what was
 * found — what to do`); exit code 1 when a check failed. Run it as the service runs (its user, its environment file):
 * `recetas-npm run doctor` (docs/deploy.md). The checks live in `lib/services/doctor/`.
 */
import { doctorExitCode, formatCheck } from "../lib/services/doctor/check_result.ts";
import { runDoctor } from "../lib/services/doctor/run_doctor.ts";
import { staleReason } from "../lib/fresh/build_inputs.ts";
import { buildSources } from "../lib/fresh/builder.ts";
import { siteBuildOptions } from "./site_build.ts";

const build = siteBuildOptions();
const results = await runDoctor({
  buildStaleReason: () => staleReason(build.outDir, buildSources(build), build.production ?? true),
});
for (const result of results) console.log(formatCheck(result));
Deno.exit(doctorExitCode(results));
