/** Ties a text field of a form's state to `<FormField>`: `<FormField id="…" label="…" {...bind("name")} />`. */
import type { FieldErrors } from "./use_form_submit.ts";

/** Keys of `F` whose values are strings: the fields a text input edits. */
export type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F];

/** What `<FormField>` takes for one field: its value, its error, and the change. */
export interface BoundField {
  value: string;
  error?: string;
  onValue: (value: string) => void;
}

/** Returns `bind(key)`, which gives `<FormField>` the field's value, its error (when `errors` is given) and `set`. */
export function fieldBinder<F>(
  values: F,
  set: <K extends keyof F>(key: K, value: F[K]) => void,
  errors: FieldErrors = {},
): (key: TextKey<F>) => BoundField {
  return (key) => ({
    value: values[key] as string,
    error: errors[key as string],
    onValue: (value) => set(key, value as F[typeof key]),
  });
}
