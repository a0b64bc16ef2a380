/** A labelled select of the AI settings screen, with a hint and an error tied to it. */

/** Props of {@link AiSelect}. */
export interface AiSelectProps {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onValue: (value: string) => void;
  hint?: string;
  error?: string;
}

/** See the module doc. */
export function AiSelect({ id, label, value, options, onValue, hint, error }: AiSelectProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div class={error ? "field has-error" : "field"}>
      <label for={id}>{label}</label>
      <select
        id={id}
        name={id}
        value={value}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? "true" : undefined}
        onChange={(event) => onValue((event.target as HTMLSelectElement).value)}
      >
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
      {hint && <p id={`${id}-hint`} class="hint">{hint}</p>}
      {error && <p id={`${id}-error`} class="field-error" role="alert">{error}</p>}
    </div>
  );
}
