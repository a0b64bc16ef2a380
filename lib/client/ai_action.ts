/** Runs an editor AI action: a failure becomes an error toast with the server's message or the action's fallback. */
import { failureMessage, isUnauthorized } from "./api.ts";
import { showToast } from "./toasts.ts";

/** Minimum content length, in characters of text, for generating images from the content. */
export const MIN_CONTENT_CHARS = 100;

/** See the module doc; resolves true when `run` succeeded. */
export async function runAiAction(run: () => Promise<unknown>, fallback: string): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    if (!isUnauthorized(error)) {
      showToast(failureMessage(error, fallback), "error");
    }
    return false;
  }
}

/** Shows a validation message as an error toast; answers false so a cooldown button does not cool down. */
export function fail(message: string): false {
  showToast(message, "error");
  return false;
}
