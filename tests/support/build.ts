/**
 * The build every test site serves: made once per run (by `npm test` before the shards start, or by the first
 * test that needs it when a file is run on its own) and reused while its inputs stay the same.
 */
import { siteBuildOptions } from "@/scripts/site_build.ts";
import { ensureBuild } from "@/lib/fresh/builder.ts";
import { stopBuilder } from "@/lib/fresh/build.ts";

let ready: Promise<void> | null = null;

/** Makes sure `_build/` is current (builds it when missing or stale), once per test process. */
export function ensureTestBuild(): Promise<void> {
  ready ??= (async () => {
    await ensureBuild(siteBuildOptions());
    await stopBuilder();
  })();
  return ready;
}
