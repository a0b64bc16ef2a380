/** The doctor's `build` check: `_build/` is current for the code checked out (the same test as `build --if-stale`). */
import { type CheckResult, checkResult, errorText } from "./check_result.ts";

/**
 * Judges the build by `staleReason`, the builder's own test (`staleReason` of `lib/fresh/build_inputs.ts` on the
 * site's build options, given by the caller): null when current, else why not.
 */
export async function checkBuild(staleReason: () => Promise<string | null>): Promise<CheckResult> {
  let reason: string | null;
  try {
    reason = await staleReason();
  } catch (error) {
    reason = `the build cannot be read (${errorText(error)})`;
  }
  if (reason === null) return { status: "ok", name: "build", detail: "_build/ is current" };
  const fix = "recetas-npm run build, then systemctl reload recetas-cubanas";
  return checkResult("build", "fail", `_build/ is not current: ${reason}`, fix);
}
