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
 * Islands hydrate lazily, each in a task of its own (a `setTimeout` each),
 * so the browser handles input and paints between them: an island whose
 * server HTML is within 200 px of the viewport (or has no box, or a hidden
 * one) hydrates right after the page starts; one further down when it
 * scrolls that near; one the reader presses, focuses or clicks first at
 * once, before the event reaches its elements. A page whose `<html>` carries
 * `data-hydrate="eager"` hydrates every island at once, as the admin does.
 * An island always hydrates the islands nested in its slot first, innermost
 * first, so an outer island never re-creates their DOM.
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

type Islands = Record<string, ComponentType<Record<string, unknown>>>;

/** Hydrates the islands on the page whose component is in `islands` (lazily unless the page asks otherwise). */
export function boot(islands: Islands): void {
  const data = document.getElementById("__rc_props");
  const allProps = data ? parse(data.textContent ?? "[]") as Record<string, unknown>[] : [];
  const roots = Array.from(document.querySelectorAll<HTMLElement>("rc-island"))
    .filter((root) => islands[root.dataset.island ?? ""]);
  const pending = new Set(roots);

  const hydrateTree = (root: HTMLElement): void => {
    if (!pending.delete(root)) return;
    for (const inner of Array.from(root.querySelectorAll<HTMLElement>("rc-island")).reverse()) hydrateTree(inner);
    hydrateIsland(root, islands, allProps);
  };

  if (document.documentElement.dataset.hydrate === "eager") return roots.reverse().forEach(hydrateTree);

  // One island per task (each timer is a task of its own), in the order they come into view.
  const enqueue = (root: HTMLElement) => setTimeout(() => hydrateTree(root));
  const observer = new IntersectionObserver((entries) => {
    for (const { target, isIntersecting, boundingClientRect } of entries) {
      // A hidden box (`display:none`, e.g. a closed menu) has no width and never intersects: no wait.
      if (isIntersecting || !boundingClientRect.width) enqueue(target.parentElement!);
    }
  }, { rootMargin: "200px" }); // how far outside the viewport an island may be and still hydrate
  for (const root of roots) {
    // `<rc-island>` is `display:contents` and has no box of its own: watch its element children.
    if (root.childElementCount === 0) enqueue(root);
    for (const child of root.children) observer.observe(child);
  }

  // Before an event reaches an island that is still waiting, hydrate it (the outermost one waiting around it).
  const onInteraction = (event: Event) => {
    const root = roots.find((root) => pending.has(root) && root.contains(event.target as Node));
    if (root) hydrateTree(root);
  };
  for (const type of ["pointerdown", "focusin", "click"]) document.addEventListener(type, onInteraction, true);
}

function hydrateIsland(root: HTMLElement, islands: Islands, allProps: Record<string, unknown>[]): void {
  const component = islands[root.dataset.island ?? ""];
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

function findOwnSlot(root: HTMLElement, index: string): HTMLElement | null {
  for (const slot of root.querySelectorAll<HTMLElement>(`rc-slot[data-slot="${index}"]`)) {
    if (slot.closest("rc-island") === root) return slot;
  }
  return null;
}
