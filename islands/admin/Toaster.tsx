/**
 * Shows the toasts of `lib/client/toasts.ts`, newest at the bottom of a stack
 * in the corner. The stack is an `aria-live` region, so screen readers announce
 * each message; errors are announced assertively.
 */
import { useEffect, useState } from "react";
import { dismissToast, subscribeToasts, type Toast } from "@/lib/client/toasts.ts";

/** The toast stack (one per page, in the admin shell). */
export default function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => subscribeToasts(setToasts), []);
  const list = (type: "polite" | "assertive") => (
    <div class={`toasts toasts-${type}`} aria-live={type} role={type === "assertive" ? "alert" : "status"}>
      {toasts.filter((toast) =>
        (toast.type === "error") === (type === "assertive")
      ).map((toast) => (
        <div key={toast.id} class={`toast toast-${toast.type}`} data-toast-id={toast.id}>
          <span class="toast-message">{toast.message}</span>
          <button
            type="button"
            class="toast-close"
            aria-label="Dismiss"
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
  return (
    <div class="toast-stack">
      {list("polite")}
      {list("assertive")}
    </div>
  );
}
