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
 * Islands hydrate lazily, one per task: an island whose server HTML is in or
 * near the viewport (or has no box to watch, or a hidden one) joins a queue that yields to the
 * browser between islands; one further down waits until it scrolls near the
 * viewport; one the reader presses, focuses or types into first hydrates at
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

/** How far outside the viewport an island's box may be and still hydrate. */
const VIEWPORT_MARGIN = "200px 0px";
/** Events that hydrate the island they happen in before it handles them. */
const INTERACTIONS = ["pointerdown", "mousedown", "touchstart", "focusin", "keydown", "input", "click"];

/** Hydrates the islands on the page whose component is in `islands` (lazily unless the page asks otherwise). */
export function boot(islands: Islands): void {
  const data = document.getElementById("__rc_props");
  const allProps = data ? parse(data.textContent ?? "[]") as Record<string, unknown>[] : [];
  const roots = Array.from(document.querySelectorAll<HTMLElement>("rc-island"))
    .filter((root) => islands[root.dataset.island ?? ""]);
  const pending = new Set(roots);

  const hydrateTree = (root: HTMLElement): void => {
    if (!pending.has(root)) return;
    pending.delete(root);
    const nested = Array.from(root.querySelectorAll<HTMLElement>("rc-island")).reverse();
    for (const inner of nested) hydrateTree(inner);
    hydrateIsland(root, islands, allProps);
  };

  if (document.documentElement.dataset.hydrate === "eager" || typeof IntersectionObserver === "undefined") {
    for (const root of roots.reverse()) hydrateTree(root);
    return;
  }

  const queue: HTMLElement[] = [];
  let draining = false;
  const drain = async () => {
    draining = true;
    while (queue.length > 0) {
      await yieldToBrowser();
      const root = queue.shift()!;
      hydrateTree(root);
    }
    draining = false;
    if (pending.size === 0) stopWatching();
  };
  const enqueue = (root: HTMLElement) => {
    if (!pending.has(root) || queue.includes(root)) return;
    queue.push(root);
    if (!draining) void drain();
  };

  const boxes = new Map<Element, HTMLElement>();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const root = boxes.get(entry.target);
      // A hidden box (`display:none`, e.g. a closed menu) has an empty rectangle and never intersects: no wait.
      const box = entry.boundingClientRect;
      const hidden = box.width === 0 && box.height === 0 && box.top === 0 && box.left === 0;
      if (root && (entry.isIntersecting || hidden)) enqueue(root);
    }
  }, { rootMargin: VIEWPORT_MARGIN });
  for (const root of roots) {
    // `<rc-island>` is `display:contents` and has no box of its own: watch its element children.
    const children = Array.from(root.children).filter((child) => !(child instanceof HTMLScriptElement));
    if (children.length === 0) enqueue(root);
    for (const child of children) {
      boxes.set(child, root);
      observer.observe(child);
    }
  }

  const onInteraction = (event: Event) => {
    let outermost: HTMLElement | null = null;
    for (
      let node = event.target instanceof Element ? event.target.closest<HTMLElement>("rc-island") : null;
      node;
      node = node.parentElement?.closest<HTMLElement>("rc-island") ?? null
    ) {
      if (pending.has(node)) outermost = node;
    }
    if (outermost) hydrateTree(outermost);
    if (pending.size === 0) stopWatching();
  };
  const stopWatching = () => {
    observer.disconnect();
    for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, true);
  };
  for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, true);
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

/** Gives the browser a turn (input, paint) before the next island: `scheduler.yield()` where it exists. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function findOwnSlot(root: HTMLElement, index: string): HTMLElement | null {
  for (const slot of root.querySelectorAll<HTMLElement>(`rc-slot[data-slot="${index}"]`)) {
    if (slot.closest("rc-island") === root) return slot;
  }
  return null;
}
