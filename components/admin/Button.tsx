/** The admin kit's plain button: `type="button"` and the `btn btn-{variant}` class, light unless told otherwise. */
import type { JSX } from "preact";

/** Props of {@link Button}: a button's own attributes, without `type` and `class`. */
export interface ButtonProps extends Omit<JSX.ButtonHTMLAttributes<HTMLButtonElement>, "type" | "class"> {
  variant?: "light" | "primary" | "danger" | "warning";
}

/** See the module doc. */
export function Button({ variant = "light", ...rest }: ButtonProps) {
  return <button type="button" class={`btn btn-${variant}`} {...rest} />;
}
