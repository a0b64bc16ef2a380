/**
 * Keyboard and phone focus after a screen re-renders: a form or panel that
 * opens far away is scrolled into view with focus on its first field, and a
 * control that was re-rendered (a pager, a moved row's button) gets focus back
 * instead of leaving it on `<body>`.
 */

const FIELD =
  "input:not([type=hidden]):not([disabled]),select:not([disabled]),textarea:not([disabled]),button:not([disabled]),a[href],[tabindex='0']";

/**
 * After the pending render, focuses the first enabled element of the first `selectors` entry that names one: the
 * element itself when focusable, else its first field. With `scroll` the element is scrolled to the top first.
 */
export function revealSoon(selectors: string | string[], scroll = true): void {
  setTimeout(() => {
    for (const selector of [selectors].flat()) {
      const element = document.querySelector<HTMLElement>(selector);
      const field = element?.matches(FIELD) ? element : element?.querySelector<HTMLElement>(FIELD);
      if (!element || !field) continue;
      if (scroll) element.scrollIntoView({ block: "start" });
      field.focus({ preventScroll: scroll });
      return;
    }
  }, 0);
}
