/**
 * Server side of islands.
 *
 * Each app keeps its islands (components exported by default from files in
 * `islands/`) in an {@link IslandRegistry}. While a page renders with
 * {@link collectIslands}, a Preact `options.vnode` hook swaps any component
 * of that render's registry for {@link IslandBoundary}, which
 * - outputs `<rc-island data-island="Name" data-props="i">` around the island's
 *   server render (styled `display:contents`, so layout is unaffected),
 * - records the island's props for the page's serialised props table, and
 * - renders JSX `children` inside `<rc-slot>`: server-only HTML the browser
 *   keeps as it is during hydration (islands inside a slot hydrate on their own).
 * Islands nested directly inside another island are part of that island and
 * are not marked again.
 */
import { type ComponentChildren, type ComponentType, createContext, h, options, type VNode } from "preact";
import { useContext } from "preact/hooks";

/** A registered island: its public name and component. */
export interface IslandInfo {
  name: string;
  component: ComponentType<Record<string, unknown>>;
}

/** An app's islands by component. */
export type IslandRegistry = Map<unknown, IslandInfo>;

/** What one page render collected: islands used and their props. */
export interface IslandCollector {
  props: unknown[];
  used: Set<string>;
}

/** The render under way: its app's islands and what it collected. */
let current: (IslandCollector & { registry: IslandRegistry }) | null = null;
const InsideIsland = createContext(false);
const ORIGINAL = Symbol("island-original");
let bypass = false;

/** Creates a vnode of the island's own component without the swap below. */
function original(info: IslandInfo, props: Record<string, unknown>): VNode {
  bypass = true;
  try {
    return h(info.component, props) as VNode;
  } finally {
    bypass = false;
  }
}

/** A registry of `islands` (name and component each). */
export function islandRegistry(islands: IslandInfo[]): IslandRegistry {
  return new Map(islands.map((info) => [info.component, info]));
}

/**
 * Island name for a file path under `islands/`: `search-box.tsx` → `SearchBox`; folders are part of the
 * name, so `admin/ConfirmDialog.tsx` → `AdminConfirmDialog`.
 */
export function islandNameFromFile(file: string): string {
  const path = file.replace(/\.(tsx|jsx|ts|js)$/, "");
  return path.split(/[-_.\s/]+/).filter(Boolean).map((p) => p[0].toUpperCase() + p.slice(1)).join("");
}

/** Runs `render` marking the islands of `registry`; returns its result and what was collected. */
export function collectIslands<T>(registry: IslandRegistry, render: () => T): { result: T; islands: IslandCollector } {
  const previous = current;
  const collector = { props: [], used: new Set<string>(), registry };
  current = collector;
  try {
    return { result: render(), islands: collector };
  } finally {
    current = previous;
  }
}

interface BoundaryProps {
  [ORIGINAL]: IslandInfo;
  [key: string]: unknown;
}

/** Replaces an island component during server render; see the module doc. */
function IslandBoundary(props: BoundaryProps): VNode {
  const info = props[ORIGINAL];
  const { children, [ORIGINAL]: _info, ...rest } = props as BoundaryProps & { children?: ComponentChildren };
  const inside = useContext(InsideIsland);
  if (inside || !current) return original(info, { ...rest, children });
  const index = current.props.length;
  current.props.push(rest);
  current.used.add(info.name);
  const slot = children === undefined ? undefined : h(
    "rc-slot",
    { "data-slot": String(index), style: "display:contents" },
    h(InsideIsland.Provider, { value: false }, children),
  );
  return h(
    "rc-island",
    { "data-island": info.name, "data-props": String(index), style: "display:contents" },
    h(InsideIsland.Provider, { value: true }, original(info, { ...rest, children: slot })),
  ) as VNode;
}

const previousVNodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  const info = bypass ? undefined : current?.registry.get(vnode.type);
  if (info) {
    const props = vnode.props as Record<string | symbol, unknown>;
    props[ORIGINAL] = info;
    (vnode as { type: unknown }).type = IslandBoundary;
  }
  previousVNodeHook?.(vnode);
};
