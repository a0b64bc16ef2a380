/**
 * A button that runs its action, then stays disabled for a countdown whose
 * label reads 'Wait Ns' (5 s after AI actions, 30 s after image generation).
 */
import { type ReactNode, useState } from "react";
import { useCountdown } from "../../lib/client/use_countdown.ts";
import { AI_COOLDOWN_MS } from "../../lib/shared/ai_presets.ts";

/** Label during the countdown. */
export function cooldownLabel(seconds: number): string {
  return `Wait ${seconds}s`;
}

/** Props of {@link CooldownButton}. */
export interface CooldownButtonProps {
  children: ReactNode;
  /** The action; the countdown starts when it settles, unless it returns false (nothing was run). */
  onClick: () => unknown;
  /** The cooldown, in ms ({@link AI_COOLDOWN_MS} unless given). */
  cooldownMs?: number;
  /** Text while the action runs. */
  busyText?: string;
  disabled?: boolean;
  /** The button's class (default the AI buttons' `btn btn-ai btn-sm`). */
  class?: string;
  /** Id of the element that says what the button acts on (`aria-describedby`). */
  describedBy?: string;
}

/** See the module doc. */
export default function CooldownButton(props: CooldownButtonProps) {
  const { children, onClick, cooldownMs = AI_COOLDOWN_MS, busyText, disabled } = props;
  const [running, setRunning] = useState(false);
  const [until, setUntil] = useState(0);
  const left = useCountdown(until);

  async function run() {
    setRunning(true);
    let ran = true;
    try {
      ran = (await onClick()) !== false;
    } finally {
      setRunning(false);
      if (ran) setUntil(Date.now() + cooldownMs);
    }
  }

  return (
    <button
      type="button"
      class={props.class ?? "btn btn-ai btn-sm"}
      disabled={disabled || running || left > 0}
      aria-busy={running ? "true" : undefined}
      aria-describedby={props.describedBy}
      onClick={run}
    >
      {left > 0 ? cooldownLabel(left) : running && busyText ? busyText : children}
    </button>
  );
}
