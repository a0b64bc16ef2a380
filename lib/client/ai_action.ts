/** Helpers of the editor's AI actions (run through `attempt`): the content minimum, plain text, a refused input. */
import { showToast } from "./toasts.ts";

/** Minimum content length, in characters of text, for generating images from the content. */
export const MIN_CONTENT_CHARS = 100;

/** Shows a validation message as an error toast; answers false so a cooldown button does not cool down. */
export function fail(message: string): false {
  showToast(message, "error");
  return false;
}
