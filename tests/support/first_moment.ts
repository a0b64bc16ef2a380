/**
 * What a page looks like at the first moment something shows or goes, read
 * inside the page by a MutationObserver (so in the same turn as the render
 * that did it, before any later effect), with animation frames withheld until
 * then as in a background tab. Install with `watchFirstMoment` before the
 * action, then await what it returns after.
 */
import type { Page } from "playwright-core";

/** What is read at that moment. */
export interface Moment {
  /** Text of the focused element. */
  focusText: string;
  /** Class attribute of the focused element. */
  focusClass: string;
  /** Whether leaving the page would ask first (a cancelled `beforeunload`). */
  leaveAsks: boolean;
}

/** The awaited condition: `selector` present (with `text` in it, if given) or, with `gone`, absent. */
export interface MomentCondition {
  selector: string;
  text?: string;
  gone?: boolean;
}

/** Installs the observer in `page`; the returned function waits for the moment and answers what was read then. */
export async function watchFirstMoment(page: Page, condition: MomentCondition): Promise<() => Promise<Moment>> {
  await page.evaluate(({ selector, text, gone }) => {
    const raf = globalThis.requestAnimationFrame;
    globalThis.requestAnimationFrame = () => 0;
    const holds = () => {
      const element = document.querySelector(selector);
      const present = element !== null && (text === undefined || (element.textContent ?? "").includes(text));
      return gone ? !present : present;
    };
    (globalThis as unknown as { firstMoment: Promise<Moment> }).firstMoment = new Promise((resolve) => {
      new MutationObserver((_, observer) => {
        if (!holds()) return;
        observer.disconnect();
        const focused = document.activeElement;
        resolve({
          focusText: focused?.textContent ?? "",
          focusClass: focused?.getAttribute("class") ?? "",
          leaveAsks: !globalThis.dispatchEvent(new Event("beforeunload", { cancelable: true })),
        });
        globalThis.requestAnimationFrame = raf;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, condition);
  return () => page.evaluate(() => (globalThis as unknown as { firstMoment: Promise<Moment> }).firstMoment);
}
