/** A recipe time as two number inputs, hours and minutes, stored as an ISO 8601 duration. */
import { durationParts, isoFromParts } from "../../../lib/client/recipe_fields.ts";

/** Props of {@link DurationInput}. */
export interface DurationInputProps {
  /** Prefix of the inputs' ids (`{id}-hours`, `{id}-minutes`). */
  id: string;
  label: string;
  /** The stored duration ("PT1H30M" or ""). */
  value: string;
  onValue: (iso: string) => void;
  hint?: string;
}

/** See the module doc. */
export function DurationInput({ id, label, value, onValue, hint }: DurationInputProps) {
  const parts = durationParts(value);
  const change = (key: "hours" | "minutes", raw: string) => {
    const number = Math.max(0, Math.floor(Number(raw) || 0));
    onValue(isoFromParts({ ...parts, [key]: number }));
  };
  return (
    <fieldset class="duration-input" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend>{label}</legend>
      <div class="duration-parts">
        <label>
          <input
            id={`${id}-hours`}
            type="number"
            min={0}
            inputMode="numeric"
            value={parts.hours || ""}
            placeholder="0"
            onInput={(event) => change("hours", (event.target as HTMLInputElement).value)}
          />
          <span>h</span>
        </label>
        <label>
          <input
            id={`${id}-minutes`}
            type="number"
            min={0}
            inputMode="numeric"
            value={parts.minutes || ""}
            placeholder="0"
            onInput={(event) => change("minutes", (event.target as HTMLInputElement).value)}
          />
          <span>min</span>
        </label>
      </div>
      {hint && <p id={`${id}-hint`} class="hint">{hint}</p>}
    </fieldset>
  );
}
