/**
 * A button that runs its action, then stays disabled for a countdown whose
 * label reads 'Wait Ns' (5 s after AI actions, 30 s after image generation).
 */
import { useEffect, useState } from "react";
import type { ReactNode } from "react";

/** Default cooldown, in seconds. */
export const COOLDOWN_SECONDS = 5;

/** Label during the countdown. */
export function cooldownLabel(seconds: number): string {
  return `Wait ${seconds}s`;
}

/** Props of {@link CooldownButton}. */
export interface CooldownButtonProps {
  children: ReactNode;
  /** The action; the countdown starts when it settles, unless it returns false (nothing was run). */
  onClick: () => unknown;
  seconds?: number;
  /** Text while the action runs. */
  busyText?: string;
  disabled?: boolean;
  class?: string;
  /** Id of the element that says what the button acts on (`aria-describedby`). */
  describedBy?: string;
}

/** See the module doc. */
export default function CooldownButton(props: CooldownButtonProps) {
  const { children, onClick, seconds = COOLDOWN_SECONDS, busyText, disabled } = props;
  const [running, setRunning] = useState(false);
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, until - now));
    return () => clearTimeout(timer);
  }, [until, now]);

  async function run() {
    setRunning(true);
    let ran = true;
    try {
      ran = (await onClick()) !== false;
    } finally {
      setRunning(false);
      if (ran) {
        const start = Date.now();
        setNow(start);
        setUntil(start + seconds * 1000);
      }
    }
  }

  const left = Math.ceil((until - now) / 1000);
  const cooling = left > 0;
  return (
    <button
      type="button"
      class={props.class ?? "btn btn-primary"}
      disabled={disabled || running || cooling}
      aria-busy={running ? "true" : undefined}
      aria-describedby={props.describedBy}
      onClick={run}
    >
      {cooling ? cooldownLabel(left) : running && busyText ? busyText : children}
    </button>
  );
}
