/** The 'N/limit' counter under a text field: green, yellow under the optimal length, red with 'Too long' past the limit. */
import { charCountState, type CharLimit, TOO_LONG } from "./char_count.ts";

/** Props of {@link CharCounter}. */
export interface CharCounterProps {
  id?: string;
  length: number;
  limit: CharLimit;
}

/** See the module doc. */
export function CharCounter({ id, length, limit }: CharCounterProps) {
  const state = charCountState(length, limit);
  return (
    <span id={id} class={`char-counter char-counter-${state}`} data-state={state}>
      {length}/{limit.max}
      {state === "over" && <strong class="too-long">{TOO_LONG}</strong>}
    </span>
  );
}
