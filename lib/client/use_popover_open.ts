/**
 * What an editor popover (link menu, image menu) does as it shows: moves the
 * focus to its first `focusSelector` element when opened from the keyboard,
 * and closes on a press outside it (unless `keepOpen` says the press's target
 * keeps it). Both happen in a layout effect, with the render that shows it,
 * not at the next paint, which a tab in the background may not get for a while.
 */
import { type RefObject, useCallback, useLayoutEffect, useRef } from "react";

/** Options of {@link usePopoverOpen}. */
export interface PopoverOpenOptions {
  /** Moves the focus inside on opening (keyboard opening). */
  focus: boolean;
  /** Selector of the element the focus moves to. */
  focusSelector: string;
  onClose: () => void;
  /** A press on such a target leaves the popover open (as well as one inside it). */
  keepOpen?: (target: Element) => boolean;
}

/** See the module doc. Returns a stable function calling the latest `onClose`. */
export function usePopoverOpen(
  root: RefObject<HTMLElement>,
  options: PopoverOpenOptions,
): () => void {
  const close = useRef(options.onClose);
  close.current = options.onClose;
  const keepOpen = useRef(options.keepOpen);
  keepOpen.current = options.keepOpen;
  useLayoutEffect(() => {
    if (options.focus) root.current?.querySelector<HTMLElement>(options.focusSelector)?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Element;
      if (!root.current?.contains(target) && !keepOpen.current?.(target)) close.current();
    };
    document.addEventListener("pointerdown", outside, true);
    return () => document.removeEventListener("pointerdown", outside, true);
  }, []);
  return useCallback(() => close.current(), []);
}
