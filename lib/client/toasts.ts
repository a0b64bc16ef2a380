/**
 * The admin's toast messages, shared by every island on a page: `showToast()`
 * adds one, the Toaster island shows them stacked and each disappears after
 * {@link TOAST_MS} (5 s, as the specification says) unless given its own time.
 */

/** How long a toast stays, in milliseconds. */
export const TOAST_MS = 5000;

/** Kinds of toast. */
export type ToastType = "success" | "error" | "info";

/** A toast on screen. */
export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  durationMs: number;
}

type Listener = (toasts: Toast[]) => void;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish(): void {
  for (const listener of listeners) listener(toasts);
}

/** Shows a toast; returns its id. */
export function showToast(message: string, type: ToastType = "info", durationMs = TOAST_MS): number {
  const toast = { id: nextId++, type, message, durationMs };
  toasts = [...toasts, toast];
  publish();
  setTimeout(() => dismissToast(toast.id), durationMs);
  return toast.id;
}

/** Removes a toast before its time. */
export function dismissToast(id: number): void {
  if (!toasts.some((toast) => toast.id === id)) return;
  toasts = toasts.filter((toast) => toast.id !== id);
  publish();
}

/** Calls `listener` with the toasts now and after every change; returns the unsubscribe function. */
export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => listeners.delete(listener);
}
