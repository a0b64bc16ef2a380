/** Asks the browser to confirm leaving the page while `dirty` (the `beforeunload` prompt). */
import { useEffect } from "react";

/** See the module doc. */
export function useUnsavedPrompt(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    globalThis.addEventListener("beforeunload", onBeforeUnload);
    return () => globalThis.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);
}
