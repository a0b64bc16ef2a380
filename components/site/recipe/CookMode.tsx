/**
 * Cook mode: one large step at a time over the page, the screen kept awake
 * with the Screen Wake Lock API (a clear message where it is missing or
 * refused), and a timer for steps that mention a time, which beeps at zero.
 * Loaded on demand by the recipe card.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import { formatCountdown, formatTimerLength, stepMinutes } from "@/lib/recipe/step_time.ts";

/** Props of {@link CookMode}. */
export interface CookModeProps {
  title: string;
  steps: { id: string; name: string; text: string }[];
  onClose: () => void;
}

/** Shown while the wake lock holds. */
export const AWAKE_TEXT = "La pantalla se mantendrá encendida mientras cocinas.";
/** Shown when the browser cannot keep the screen on. */
export const NO_WAKE_LOCK_TEXT =
  "Tu navegador no puede mantener la pantalla encendida: tócala de vez en cuando para que no se apague.";

/** Three short beeps through Web Audio (silent where audio is unavailable). */
function beep(): void {
  try {
    const audio = new AudioContext();
    for (let i = 0; i < 3; i++) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = 880;
      gain.gain.value = 0.2;
      tone.connect(gain).connect(audio.destination);
      tone.start(audio.currentTime + i * 0.4);
      tone.stop(audio.currentTime + i * 0.4 + 0.25);
    }
  } catch {
    // no audio: the on-screen message still shows
  }
}

export function CookMode({ title, steps, onClose }: CookModeProps) {
  const [index, setIndex] = useState(0);
  const [awake, setAwake] = useState<boolean | null>(null);
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(Date.now());
  const dialog = useRef<HTMLDivElement>(null);
  const step = steps[index];
  const minutes = stepMinutes(step.text);
  const left = endsAt === null ? null : (endsAt - now) / 1000;

  useEffect(() => {
    let lock: WakeLockSentinel | null = null;
    let closed = false;
    const request = async () => {
      try {
        if (!("wakeLock" in navigator)) throw new Error("unsupported");
        lock = await navigator.wakeLock.request("screen");
        if (closed) lock.release();
        else setAwake(true);
      } catch {
        setAwake(false);
      }
    };
    const again = () => document.visibilityState === "visible" && !closed && request();
    request();
    document.addEventListener("visibilitychange", again);
    dialog.current?.focus();
    return () => {
      closed = true;
      document.removeEventListener("visibilitychange", again);
      lock?.release();
    };
  }, []);

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= endsAt) {
        clearInterval(timer);
        beep();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  function go(to: number) {
    setIndex(to);
    setEndsAt(null);
  }

  return (
    <div
      ref={dialog}
      class="cook-mode"
      role="dialog"
      aria-modal="true"
      aria-labelledby="cook-mode-title"
      tabIndex={-1}
      onKeyDown={(event) => event.key === "Escape" && onClose()}
    >
      <div class="cook-mode__head">
        <p id="cook-mode-title" class="cook-mode__title">Modo cocina: {title}</p>
        <button type="button" class="button button--secondary" onClick={onClose}>Salir del modo cocina</button>
      </div>
      <p class="cook-mode__awake" role="status">{awake === null ? "" : awake ? AWAKE_TEXT : NO_WAKE_LOCK_TEXT}</p>
      <p class="cook-mode__count">Paso {index + 1} de {steps.length}</p>
      {step.name && <h2 class="cook-mode__name">{step.name}</h2>}
      <p class="cook-mode__step">{step.text}</p>
      {minutes !== null && (
        <div class="cook-mode__timer">
          {left === null
            ? (
              <button
                type="button"
                class="button"
                onClick={() => {
                  const start = Date.now();
                  setNow(start);
                  setEndsAt(start + minutes * 60_000);
                }}
              >
                Temporizador de {formatTimerLength(minutes)}
              </button>
            )
            : (
              <>
                <p class="cook-mode__countdown" role="timer" aria-live="off">{formatCountdown(left)}</p>
                <p role="status">{left <= 0 ? "¡Tiempo!" : ""}</p>
                <button type="button" class="button button--secondary" onClick={() => setEndsAt(null)}>
                  Detener temporizador
                </button>
              </>
            )}
        </div>
      )}
      <div class="cook-mode__nav">
        <button type="button" class="button button--secondary" disabled={index === 0} onClick={() => go(index - 1)}>
          Paso anterior
        </button>
        <button type="button" class="button" disabled={index === steps.length - 1} onClick={() => go(index + 1)}>
          Paso siguiente
        </button>
      </div>
    </div>
  );
}
