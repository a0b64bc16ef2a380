/**
 * The admin's one form flow: the form's own checks, then busy while the action
 * runs, then on failure the field errors under their fields and one error
 * toast — nothing at all after a 401, since `api()` is already taking the
 * browser to the sign-in page.
 */
import { useState } from "react";
import { ApiError, failureMessage, isUnauthorized } from "./api.ts";
import { showToast } from "./toasts.ts";

/** The first message of each field that failed. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * What a failure shows: the specification's message, which gives way to the server's own text (see
 * {@link failureMessage}), or a function of the error for any other rule (a fixed text, a field's message).
 */
export type Failure = string | ((error: unknown) => string);

/** The field errors of a failed call (400 `fields`, or the field a 409 names), first message each. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || !error.fields) return {};
  return Object.fromEntries(Object.entries(error.fields).map(([field, messages]) => [field, messages[0]]));
}

/** Shows the error toast of a failed action, unless the failure was a 401. */
export function reportFailure(error: unknown, failure: Failure): void {
  if (isUnauthorized(error)) return;
  showToast(typeof failure === "string" ? failureMessage(error, failure) : failure(error), "error");
}

/**
 * Runs an action that is no form (a toggle, a delete, a bulk action): a toast says `success` when given and it
 * worked, a failure is reported through {@link reportFailure}. Resolves whether it worked.
 */
export async function attempt(action: () => Promise<unknown>, failure: Failure, success?: string): Promise<boolean> {
  try {
    await action();
    if (success) showToast(success, "success");
    return true;
  } catch (error) {
    reportFailure(error, failure);
    return false;
  }
}

/** A failure that shows the first field's message when there is one, else `failure`. */
export function firstFieldOr(failure: string): (error: unknown) => string {
  return (error) => Object.values(fieldErrorsOf(error))[0] ?? failureMessage(error, failure);
}

/** State and trigger of {@link useFormSubmit}. */
export interface FormSubmit {
  /** True while an action runs. */
  busy: boolean;
  /** The field errors shown: the form's own findings, or those of the last failure. */
  errors: FieldErrors;
  setErrors: (errors: FieldErrors) => void;
  /**
   * Shows `invalid` (the form's own findings) and stops when there are any; else runs `action` while busy. A
   * failure sets the field errors and reports through {@link reportFailure}. Resolves the action's result, or
   * undefined when nothing ran or it failed.
   */
  run: <T>(action: () => Promise<T>, failure: Failure, invalid?: FieldErrors) => Promise<T | undefined>;
}

/** See the module doc. */
export function useFormSubmit(): FormSubmit {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function run<T>(action: () => Promise<T>, failure: Failure, invalid: FieldErrors = {}) {
    setErrors(invalid);
    if (Object.keys(invalid).length) return undefined;
    setBusy(true);
    try {
      return await action();
    } catch (error) {
      if (!isUnauthorized(error)) setErrors(fieldErrorsOf(error));
      reportFailure(error, failure);
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  return { busy, errors, setErrors, run };
}
