/**
 * Plain-text fields: the one zod builder for text people type. Single-line
 * text (titles, names, labels, keywords) refuses every C0/C1 control
 * character; multi-line text (descriptions, messages, notes) allows TAB, LF
 * and CR only. Both refuse bidirectional embedding, override and isolate
 * characters (U+202A–U+202E, U+2066–U+2069), which can make text read
 * differently from what it is. Ill-formed UTF-16 (lone surrogates) is refused
 * for every JSON body in `lib/http/json_object.ts`.
 */
import { z } from "zod";

const BIDI_CONTROLS = "\u202a-\u202e\u2066-\u2069";
const SINGLE_LINE_FORBIDDEN = new RegExp(`[\u0000-\u001f\u007f-\u009f${BIDI_CONTROLS}]`);
const MULTI_LINE_FORBIDDEN = new RegExp(`[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f${BIDI_CONTROLS}]`);

/** True when `text` has no control or bidirectional formatting character (TAB, LF and CR allowed when `multiline`). */
export function isPlainText(text: string, multiline = false): boolean {
  return !(multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(text);
}

/** Options of {@link plainText}. */
export interface PlainTextOptions {
  /** Longest accepted value, in UTF-16 code units. */
  max: number;
  /** Allow TAB, LF and CR. */
  multiline?: boolean;
  /** Trim whitespace at both ends before checking. */
  trim?: boolean;
  /** Message when the value is missing or not a string. */
  error?: string;
}

/**
 * A text field named `label`: at most `max` characters and no control or
 * bidirectional formatting characters. Returns a `ZodString`, so callers may
 * chain `.min(1, …)` and other checks.
 */
export function plainText(label: string, options: PlainTextOptions): z.ZodString {
  const base = z.string({ error: options.error ?? `${label} must be text` });
  return (options.trim ? base.trim() : base)
    .max(options.max, `${label} must be at most ${options.max} characters`)
    .refine(
      (value) => isPlainText(value, options.multiline),
      options.multiline
        ? `${label} must not contain control or bidirectional formatting characters`
        : `${label} must be one line without control or bidirectional formatting characters`,
    );
}

/** An optional {@link plainText} field (multi-line with `multiline`): null, a cleared field, is stored as "". */
export function clearableText(max: number, label: string, multiline = false) {
  return plainText(label, { max, multiline }).nullable().transform((v) => v ?? "");
}
