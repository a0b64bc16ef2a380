/** Runs an editor AI action: a failure becomes an error toast with the server's message or the action's fallback. */
import { showToast } from "./toasts.ts";
import { reportFailure } from "./use_form_submit.ts";

/** Minimum content length, in characters of text, for generating images from the content. */
export const MIN_CONTENT_CHARS = 100;

/** Text of an HTML fragment without tags, trimmed. */
export function plainTextOf(html: string): string {
  return html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
}

/** See the module doc; resolves true when `run` succeeded. */
export async function runAiAction(run: () => Promise<unknown>, fallback: string): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    reportFailure(error, fallback);
    return false;
  }
}

/** Shows a validation message as an error toast; answers false so a cooldown button does not cool down. */
export function fail(message: string): false {
  showToast(message, "error");
  return false;
}
