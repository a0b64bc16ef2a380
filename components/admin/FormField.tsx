/**
 * A labelled admin field (input, textarea, or a select when given `options`) with an optional hint, error message and
 * character counter, all tied to the control with `aria-describedby`; an error also sets `aria-invalid`.
 */
import type { CharLimit } from "./char_count.ts";
import { CharCounter } from "./CharCounter.tsx";

/** One choice of a select field. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of {@link FormField}. */
export interface FormFieldProps {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  hint?: string;
  error?: string;
  /** Shows a character counter for this limit. */
  limit?: CharLimit;
  multiline?: boolean;
  /** Makes the field a select of these choices. */
  options?: readonly SelectOption[];
  rows?: number;
  type?: "text" | "email" | "url" | "password" | "number";
  name?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  autoComplete?: string;
}

/** See the module doc. */
export function FormField(props: FormFieldProps) {
  const { id, label, value, onValue, hint, error, limit, multiline, options } = props;
  const ids = { hint: `${id}-hint`, error: `${id}-error`, counter: `${id}-count` };
  const describedBy = [hint && ids.hint, limit && ids.counter, error && ids.error].filter(Boolean).join(" ");
  const common = {
    id,
    name: props.name ?? id,
    value,
    required: props.required,
    disabled: props.disabled,
    placeholder: props.placeholder,
    "aria-describedby": describedBy || undefined,
    "aria-invalid": error ? "true" as const : undefined,
    onInput: (event: Event) => onValue((event.target as HTMLInputElement).value),
  };
  return (
    <div class={error ? "field has-error" : "field"}>
      <label for={id}>{label}</label>
      {options
        ? (
          <select {...common}>
            {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
          </select>
        )
        : multiline
        ? <textarea rows={props.rows ?? 3} {...common} />
        : <input type={props.type ?? "text"} autocomplete={props.autoComplete} {...common} />}
      {(hint || limit) && (
        <div class="field-meta">
          {hint ? <p id={ids.hint} class="hint">{hint}</p> : <span />}
          {limit && <CharCounter id={ids.counter} length={[...value].length} limit={limit} />}
        </div>
      )}
      {error && <p id={ids.error} class="field-error" role="alert">{error}</p>}
    </div>
  );
}
