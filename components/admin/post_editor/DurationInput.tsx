/**
 * A duration as number inputs, hours and minutes (plus seconds with `seconds`),
 * stored as an ISO 8601 duration.
 */
import { clockParts, durationParts, isoFromClock } from "../../../lib/client/recipe_fields.ts";

/** Props of {@link DurationInput}. */
export interface DurationInputProps {
  /** Prefix of the inputs' ids (`{id}-hours`, `{id}-minutes`, `{id}-seconds`). */
  id: string;
  label: string;
  /** The stored duration ("PT1H30M", "PT4M30S" or ""). */
  value: string;
  onValue: (iso: string) => void;
  hint?: string;
  /** Adds a seconds input (a video's length); without it the value is whole minutes. */
  seconds?: boolean;
}

type Unit = "hours" | "minutes" | "seconds";

const UNITS: [Unit, string][] = [["hours", "h"], ["minutes", "min"], ["seconds", "s"]];

/** See the module doc. */
export function DurationInput({ id, label, value, onValue, hint, seconds }: DurationInputProps) {
  const parts = seconds ? clockParts(value) : { ...durationParts(value), seconds: 0 };
  const change = (key: Unit, raw: string) => {
    const number = Math.max(0, Math.floor(Number(raw) || 0));
    onValue(isoFromClock({ ...parts, [key]: number }));
  };
  return (
    <fieldset class="duration-input" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend>{label}</legend>
      <div class="duration-parts">
        {UNITS.filter(([key]) => seconds || key !== "seconds").map(([key, unit]) => (
          <label key={key}>
            <input
              id={`${id}-${key}`}
              type="number"
              min={0}
              inputMode="numeric"
              value={parts[key] || ""}
              placeholder="0"
              onInput={(event) => change(key, (event.target as HTMLInputElement).value)}
            />
            <span>{unit}</span>
          </label>
        ))}
      </div>
      {hint && <p id={`${id}-hint`} class="hint">{hint}</p>}
    </fieldset>
  );
}
