/**
 * Layout checks of an admin page, read inside the page: sideways scrolling of
 * the document, controls cut by the card that clips them, drop zones outside
 * their cards, selects narrower than their longest option, tap targets under
 * 24×24 px, the editor's toolbar and its "+ Add new category" button. Each
 * problem is one line naming the element.
 */
import type { Page } from "playwright-core";

/** Smallest tap target side in CSS pixels (WCAG 2.2, 2.5.8). */
export const MIN_TARGET = 24;

/** Lists what is wrong with the layout of the page as it is now (empty when nothing is). */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((minTarget) => {
    const problems: string[] = [];
    const html = document.documentElement;
    const slack = 0.5;
    const name = (element: Element) => {
      const text = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ");
      const id = element.id ? `#${element.id}` : "";
      return `${element.tagName.toLowerCase()}${id}${text ? ` "${text.slice(0, 40)}"` : ""}`;
    };
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && element.checkVisibility({ visibilityProperty: true });
    };
    const outside = (inner: DOMRect, outer: DOMRect) =>
      Math.round(Math.max(outer.left - inner.left, inner.right - outer.right, 0));
    const clipper = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== "visible") return parent;
      }
      return null;
    };

    if (html.scrollWidth > html.clientWidth) {
      problems.push(`the page is ${html.scrollWidth} px wide in a ${html.clientWidth} px window`);
    }

    const controls = [...document.querySelectorAll("input, select, textarea, button")].filter(shown);
    for (const control of controls) {
      if (control.closest("table")) continue;
      const clip = clipper(control);
      if (!clip) continue;
      const cut = outside(control.getBoundingClientRect(), clip.getBoundingClientRect());
      if (cut > slack) problems.push(`${name(control)} is cut by ${cut} px`);
    }

    for (const zone of [...document.querySelectorAll(".drop-zone")].filter(shown)) {
      const card = zone.closest(".panel, .card, .branding-card, .theme-card, .media-uploader, .modal");
      const box = zone.getBoundingClientRect();
      if (card) {
        const out = outside(box, card.getBoundingClientRect());
        if (out > slack) {
          problems.push(`the drop zone of ${name(card.querySelector("h2") ?? card)} sticks out ${out} px`);
        }
      }
      for (const part of [...zone.children].filter(shown)) {
        const out = outside(part.getBoundingClientRect(), box);
        if (out > slack) problems.push(`${name(part)} sticks out of its drop zone by ${out} px`);
      }
    }

    for (const select of [...document.querySelectorAll("select")].filter(shown)) {
      const natural = select.cloneNode(true) as HTMLSelectElement;
      natural.removeAttribute("id");
      natural.style.cssText = "position:absolute;visibility:hidden;width:auto;min-width:0;max-width:none";
      select.parentElement!.append(natural);
      const needed = natural.getBoundingClientRect().width;
      natural.remove();
      const width = select.getBoundingClientRect().width;
      if (needed > width + slack) {
        problems.push(
          `${name(select)} is ${Math.round(width)} px wide, its longest option needs ${Math.round(needed)}`,
        );
      }
    }

    const targets = document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"], [role="menuitem"]',
    );
    for (const target of [...targets].filter(shown)) {
      if (target.closest('[contenteditable="true"]')) continue;
      const inText = target.tagName === "A" && getComputedStyle(target).display === "inline" &&
        target.parentElement?.closest("p, li, dd, td") !== null;
      if (inText) continue;
      const input = target as HTMLInputElement;
      const label = (input.type === "checkbox" || input.type === "radio") ? input.labels?.[0] : undefined;
      const box = (label ?? target).getBoundingClientRect();
      if (box.width < minTarget - slack || box.height < minTarget - slack) {
        problems.push(`${name(label ?? target)} is a ${Math.round(box.width)}×${Math.round(box.height)} px target`);
      }
    }

    for (const toolbar of document.querySelectorAll(".editor-toolbar")) {
      const box = toolbar.getBoundingClientRect();
      for (const tool of toolbar.querySelectorAll("button, select")) {
        const out = outside(tool.getBoundingClientRect(), box);
        if (out > slack) problems.push(`toolbar ${name(tool)} sticks out by ${out} px`);
      }
    }

    const add = [...document.querySelectorAll(".categories-panel button")]
      .find((button) => button.textContent?.includes("Add new category"));
    const last = document.querySelector(".categories-panel .category-checks > li:last-child");
    if (add && last) {
      const [lastBox, addBox] = [last.getBoundingClientRect(), add.getBoundingClientRect()];
      if (lastBox.bottom > addBox.top + slack) {
        problems.push(`"+ Add new category" covers the last category by ${Math.round(lastBox.bottom - addBox.top)} px`);
      }
    }
    return [...new Set(problems)];
  }, MIN_TARGET);
}
