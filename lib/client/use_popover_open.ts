/**
 * What an editor popover (link menu, image menu) does while it shows, as a
 * WAI-ARIA non-modal popover: moves left as far as it must to fit in the
 * editor's width (a link near a phone's right edge, after each render); moves
 * the focus to its first `focusSelector` element when opened from the
 * keyboard; closes on a press outside it (unless
 * `keepOpen` says the press's target keeps it) and on Escape wherever the
 * focus is; and is dismissed, leaving the focus where it went, when Tab or
 * Shift+Tab takes the focus out of it. The focus is never trapped inside.
 * The listeners start in a layout effect, with the render that shows it, not
 * at the next paint, which a tab in the background may not get for a while.
 */
import { type RefObject, useCallback, useLayoutEffect, useRef } from "react";

/** Options of {@link usePopoverOpen}. */
export interface PopoverOpenOptions {
  /** Moves the focus inside on opening (keyboard opening). */
  focus: boolean;
  /** Selector of the element the focus moves to. */
  focusSelector: string;
  /** Closes the popover (Escape, a press outside, its own close buttons): the caller puts the focus back. */
  onClose: () => void;
  /** Closes the popover without moving the focus, which has left it for another element (Tab, Shift+Tab). */
  onDismiss: () => void;
  /** A press on such a target leaves the popover open (as well as one inside it). */
  keepOpen?: (target: Element) => boolean;
}

/** See the module doc. Returns a stable function calling the latest `onClose`. */
export function usePopoverOpen(
  root: RefObject<HTMLElement>,
  options: PopoverOpenOptions,
): () => void {
  const latest = useRef(options);
  latest.current = options;
  useLayoutEffect(() => {
    const element = root.current;
    const room = (element?.offsetParent?.clientWidth ?? 0) - (element?.offsetWidth ?? 0);
    if (element && element.offsetLeft > room) element.style.left = `${Math.max(0, room)}px`;
  });
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    if (options.focus) element.querySelector<HTMLElement>(options.focusSelector)?.focus();
    // A press that keeps the popover open may still move the focus (into the editor, on an image): not a leave.
    let pressKept = false;
    const press = (event: PointerEvent) => {
      const target = event.target as Element;
      pressKept = element.contains(target) || (latest.current.keepOpen?.(target) ?? false);
      if (!pressKept) latest.current.onClose();
    };
    const release = () => {
      pressKept = false;
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || element.contains(event.target as Node)) return;
      latest.current.onClose();
    };
    const leave = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (!pressKept && next !== null && !element.contains(next)) latest.current.onDismiss();
    };
    document.addEventListener("pointerdown", press, true);
    document.addEventListener("pointerup", release, true);
    document.addEventListener("keydown", escape);
    element.addEventListener("focusout", leave);
    return () => {
      document.removeEventListener("pointerdown", press, true);
      document.removeEventListener("pointerup", release, true);
      document.removeEventListener("keydown", escape);
      element.removeEventListener("focusout", leave);
    };
  }, []);
  return useCallback(() => latest.current.onClose(), []);
}
