/**
 * The admin modal dialog: a native `<dialog>` opened with `showModal()` while
 * mounted. It is labelled by its title (`aria-modal`, `aria-labelledby`), keeps
 * Tab and Shift+Tab inside, closes on Escape and on a click on the backdrop,
 * locks the page's scrolling, and gives focus back to the element that opened it.
 */
import { type ReactNode, useId, useLayoutEffect, useRef } from "react";
import { Button } from "@/components/admin/Button.tsx";

/** Props of {@link Modal}. */
export interface ModalProps {
  title: string;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** Called on Escape, the Close button and a backdrop click; the parent unmounts the modal. */
  onClose: () => void;
  children?: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** Extra class of the `<dialog>`. */
  class?: string;
  /** Shows a Close button in the header (default true). */
  closeButton?: boolean;
  /** `alertdialog` for confirmations; `dialog` otherwise. */
  role?: "dialog" | "alertdialog";
  /** Id of the element describing the dialog. */
  describedBy?: string;
}

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), " +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Elements inside `root` that Tab can reach, in order. */
function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0);
}

/** Keeps Tab within `root`: wraps from the last element to the first and back. */
function trapTab(event: KeyboardEvent, root: HTMLElement): void {
  if (event.key !== "Tab") return;
  const items = focusables(root);
  if (items.length === 0) {
    event.preventDefault();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !root.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !root.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** A modal dialog shown while mounted; see the module doc. */
export default function Modal(props: ModalProps) {
  const { title, subtitle, onClose, children, footer, closeButton = true, role = "dialog", describedBy } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useLayoutEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = "hidden";
    if (!dialog.open) dialog.showModal();
    (dialog.querySelector<HTMLElement>("[data-autofocus]") ?? focusables(dialog)[0] ?? dialog).focus();
    return () => {
      document.documentElement.style.overflow = overflow;
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      class={props.class ? `modal ${props.class}` : "modal"}
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      tabIndex={-1}
      onKeyDown={(event) => trapTab(event as unknown as KeyboardEvent, ref.current!)}
      onCancel={(event) => {
        event.preventDefault();
        close.current();
      }}
      onClick={(event) => event.target === ref.current && close.current()}
    >
      <div class="dialog-body">
        <header class="dialog-head">
          <div>
            <h2 id={titleId}>{title}</h2>
            {subtitle && <p class="dialog-sub">{subtitle}</p>}
          </div>
          {closeButton && <Button onClick={() => close.current()}>Close</Button>}
        </header>
        {children}
        {footer && <footer class="dialog-foot">{footer}</footer>}
      </div>
    </dialog>
  );
}
