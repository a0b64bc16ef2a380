/** A button that, while its action runs, is disabled, marked `aria-busy` and reads e.g. 'Saving...' or 'Uploading...'. */
import type { ReactNode } from "react";

/** Texts the specification uses for running actions. */
export const BUSY_TEXT = { saving: "Saving...", uploading: "Uploading...", processing: "Processing..." } as const;

/** Props of {@link BusyButton}. */
export interface BusyButtonProps {
  busy: boolean;
  children: ReactNode;
  /** Text while busy (default 'Saving...'). */
  busyText?: string;
  onClick?: () => void;
  type?: "button" | "submit";
  /** Extra disabling besides `busy`. */
  disabled?: boolean;
  class?: string;
}

/** See the module doc. */
export default function BusyButton(props: BusyButtonProps) {
  const { busy, children, busyText = BUSY_TEXT.saving, onClick, type = "button", disabled } = props;
  return (
    <button
      type={type}
      class={props.class ?? "btn btn-primary"}
      disabled={busy || disabled}
      aria-busy={busy ? "true" : undefined}
      onClick={onClick}
    >
      {busy ? busyText : children}
    </button>
  );
}
