/**
 * The reusable confirm dialog: a danger, warning or info modal with a title,
 * a message and two buttons whose texts default to Confirm and Cancel.
 * `useConfirm()` wraps it as an awaitable question for islands that used
 * `window.confirm`.
 */
import { type ReactNode, useId, useRef, useState } from "react";
import Modal from "./Modal.tsx";
import { Button } from "@/components/admin/Button.tsx";

/** Kinds of confirmation; each has its colour and confirm-button style. */
export type ConfirmType = "danger" | "warning" | "info";

/** What a confirmation says. */
export interface ConfirmOptions {
  title: string;
  message: string;
  type?: ConfirmType;
  /** Text of the confirm button (default 'Confirm'). */
  confirmText?: string;
  /** Text of the cancel button (default 'Cancel'). */
  cancelText?: string;
}

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps extends ConfirmOptions {
  onConfirm: () => void;
  onCancel: () => void;
}

const BUTTON_CLASS: Record<ConfirmType, string> = {
  danger: "btn btn-danger",
  warning: "btn btn-warning",
  info: "btn btn-primary",
};

/** The confirm dialog; Escape, the backdrop and Cancel all cancel. */
export default function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, message, type = "info", confirmText = "Confirm", cancelText = "Cancel", onConfirm, onCancel } = props;
  const messageId = useId();
  return (
    <Modal
      title={title}
      onClose={onCancel}
      class={`confirm-dialog confirm-${type}`}
      closeButton={false}
      role="alertdialog"
      describedBy={messageId}
      footer={
        <>
          <Button onClick={onCancel} data-autofocus>{cancelText}</Button>
          <button type="button" class={BUTTON_CLASS[type]} onClick={onConfirm}>{confirmText}</button>
        </>
      }
    >
      <p id={messageId} class="confirm-message">{message}</p>
    </Modal>
  );
}

/** What {@link useConfirm} gives an island. */
export interface Confirm {
  ask: (options: ConfirmOptions) => Promise<boolean>;
  /** Asks a danger question whose confirm button reads `confirmText` (default 'Delete'). */
  askDanger: (title: string, message: string, confirmText?: string) => Promise<boolean>;
  dialog: ReactNode;
}

/** An awaitable confirmation: `if (!await ask({...})) return;` and render `dialog` somewhere in the island. */
export function useConfirm(): Confirm {
  const [asking, setAsking] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);
  const key = useId();

  function answer(value: boolean) {
    resolver.current?.(value);
    resolver.current = null;
    setAsking(null);
  }

  function ask(options: ConfirmOptions): Promise<boolean> {
    resolver.current?.(false);
    setAsking(options);
    return new Promise((resolve) => {
      resolver.current = resolve;
    });
  }

  const dialog = asking
    ? <ConfirmDialog key={key} {...asking} onConfirm={() => answer(true)} onCancel={() => answer(false)} />
    : null;
  const askDanger = (title: string, message: string, confirmText = "Delete") =>
    ask({ type: "danger", title, message, confirmText });
  return { ask, askDanger, dialog };
}
