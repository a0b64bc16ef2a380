/**
 * Browser runtime for islands (bundled into the shared `boot` chunk).
 *
 * The page carries one `<script type="application/json" id="__rc_props">`
 * with every island's props (see `serialize.ts`), and a module script that
 * imports this runtime plus one chunk per island used, then calls {@link boot}.
 * Each `<rc-island>` element is hydrated in place; its `<rc-slot>` (JSX
 * children rendered on the server) is handed back as server HTML, which
 * Preact keeps untouched while hydrating.
 *
 * The hooks and the JSX runtime are imported here too, although the runtime
 * itself does not use them: every island does, and importing them from the
 * runtime puts them in the same shared chunk as Preact, so a page loads one
 * file instead of three.
 */
import { type ComponentType, h, hydrate } from "preact";
import "preact/hooks";
import "preact/jsx-runtime";
import { parse } from "../serialize.ts";

/** Hydrates every island on the page whose component is in `islands`. */
export function boot(islands: Record<string, ComponentType<Record<string, unknown>>>): void {
  const data = document.getElementById("__rc_props");
  const allProps = data ? parse(data.textContent ?? "[]") as Record<string, unknown>[] : [];
  const roots = Array.from(document.querySelectorAll<HTMLElement>("rc-island"));
  // Inner islands (inside a slot) first, so outer islands never re-create their DOM.
  for (const root of roots.reverse()) {
    const component = islands[root.dataset.island ?? ""];
    if (!component) continue;
    const index = root.dataset.props ?? "";
    const props = { ...(allProps[Number(index)] ?? {}) };
    const slot = findOwnSlot(root, index);
    if (slot) {
      props.children = h("rc-slot", {
        "data-slot": index,
        style: "display:contents",
        dangerouslySetInnerHTML: { __html: slot.innerHTML },
      });
    }
    try {
      hydrate(h(component, props), root);
      root.dataset.hydrated = "true";
    } catch (error) {
      console.error(`Island ${root.dataset.island} failed to hydrate`, error);
    }
  }
}

function findOwnSlot(root: HTMLElement, index: string): HTMLElement | null {
  for (const slot of root.querySelectorAll<HTMLElement>(`rc-slot[data-slot="${index}"]`)) {
    if (slot.closest("rc-island") === root) return slot;
  }
  return null;
}
