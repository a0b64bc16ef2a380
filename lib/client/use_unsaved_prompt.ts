/**
 * Asks the browser to confirm leaving the page while `dirty` (the `beforeunload` prompt).
 * The listener follows each committed render at once (a layout effect), not the next
 * paint, which a tab in the background may not get for a while: once the screen says
 * "saved", leaving asks nothing.
 */
import { useLayoutEffect } from "react";

/** See the module doc. */
export function useUnsavedPrompt(dirty: boolean): void {
  useLayoutEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    globalThis.addEventListener("beforeunload", onBeforeUnload);
    return () => globalThis.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);
}
