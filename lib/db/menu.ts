/**
 * Navigation menu items in KV under ["menu_items", id].
 *
 * Items form at most two levels: top-level items and their submenu items.
 * Deleting a top-level item deletes its submenu items with it, so no item is
 * ever left pointing at a missing parent. Every write bumps the content version.
 *
 * Each top-level item has a submenu version, ["menu_submenu_version", id],
 * summed by every write that adds, changes or removes one of its submenu items;
 * the bulk submenu update checks it, so two updates planned from the same
 * submenu cannot both commit.
 */
import { withoutUndefined } from "./without_undefined.ts";
import { conflictWith, optimisticWrite } from "./write.ts";
import { getManyBatched } from "./batched_get.ts";
import { getExisting, listAll, retryLocked } from "./kv.ts";
import { newId } from "../ids.ts";
import { ConflictError, NotFoundError, ValidationError } from "../errors.ts";
import {
  type MenuItem,
  type MenuItemInput,
  MenuItemInputSchema,
  type MenuItemPatch,
  MenuItemPatchSchema,
  menuItemRuleErrors,
  type MenuPosition,
  MenuReorderSchema,
  type SubmenuLink,
  SubmenuLinkSchema,
} from "../schemas/menu.ts";

/** Key prefix of menu items. */
export const MENU_PREFIX: Deno.KvKey = ["menu_items"];
/** Largest number of items one reorder or bulk submenu update may touch (the store's check limit). */
export const MAX_MENU_BATCH = 99;
/** Largest number of submenu items one bulk update may add and remove (it also checks the parent and its version). */
export const MAX_SUBMENU_CHANGES = MAX_MENU_BATCH - 1;

/** A menu item with the versionstamp of the stored copy. */
export interface VersionedMenuItem {
  item: MenuItem;
  versionstamp: string;
}

/** Counts returned by {@link replaceSubmenus}. */
export interface SubmenuChange {
  added: number;
  removed: number;
}

/** What a bulk submenu update adds and removes, planned from the parent's current submenu items. */
export interface SubmenuPlan {
  toAdd: SubmenuLink[];
  toRemoveIds: string[];
}

const itemKey = (id: string): Deno.KvKey => [...MENU_PREFIX, id];

const submenuVersionKey = (parentId: string): Deno.KvKey => ["menu_submenu_version", parentId];

/** Adds to `op` the change of the submenu version of `parentId` (any write touching its submenu items). */
export function touchSubmenu(op: Deno.AtomicOperation, parentId: string | null | undefined): Deno.AtomicOperation {
  if (parentId) op.sum(submenuVersionKey(parentId), 1n);
  return op;
}

function byPosition(a: MenuItem, b: MenuItem): number {
  return a.position - b.position || a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);
}

const STALE = conflictWith("The menu changed while saving. Please try again.");

/** All menu items, sorted by position (ties by creation). */
export async function listMenuItems(kv: Deno.Kv): Promise<MenuItem[]> {
  const entries = await listAll<MenuItem>(kv, { prefix: MENU_PREFIX });
  return entries.map((entry) => entry.value).sort(byPosition);
}

/** One menu item with its versionstamp, or null. */
export async function getMenuItem(kv: Deno.Kv, id: string): Promise<VersionedMenuItem | null> {
  const entry = await retryLocked(() => kv.get<MenuItem>(itemKey(id)));
  return entry.value ? { item: entry.value, versionstamp: entry.versionstamp } : null;
}

/**
 * Loads the entry of a would-be parent and enforces the one-level rule: the
 * parent exists, is top level, and is not the item itself.
 */
async function loadParent(kv: Deno.Kv, parentId: string, selfId?: string): Promise<Deno.KvEntry<MenuItem>> {
  if (parentId === selfId) throw parentError("A menu item cannot be its own parent");
  const entry = await retryLocked(() => kv.get<MenuItem>(itemKey(parentId)));
  if (!entry.value) throw parentError("Parent menu item not found");
  if (entry.value.parent_id !== null) throw parentError("Submenu items can only be placed under top-level items");
  return entry as Deno.KvEntry<MenuItem>;
}

function parentError(message: string): ValidationError {
  return new ValidationError(message, { parent_id: [message] });
}

/** A new menu item from its link fields, created and updated `now`. */
function newMenuItem(fields: Omit<MenuItem, "id" | "created_at" | "updated_at">, now: string): MenuItem {
  return { id: newId(), ...fields, created_at: now, updated_at: now };
}

function assertRules(item: MenuItem): void {
  const fields = menuItemRuleErrors(item);
  if (Object.keys(fields).length) throw new ValidationError(Object.values(fields)[0][0], fields);
}

/**
 * Creates a menu item. Without a position it goes last (one past the current
 * item count). Submenu items never carry a dropdown.
 */
export async function createMenuItem(kv: Deno.Kv, input: MenuItemInput): Promise<VersionedMenuItem> {
  const data = MenuItemInputSchema.parse(input);
  return await optimisticWrite({ publicContent: true, exhausted: STALE }, async () => {
    const op = kv.atomic();
    if (data.parent_id) op.check(await loadParent(kv, data.parent_id));
    const position = data.position ?? (await listAll(kv, { prefix: MENU_PREFIX })).length + 1;
    const { label, url, is_active, parent_id, dropdown_position } = data;
    const has_dropdown = parent_id ? 0 : data.has_dropdown;
    const fields = { label, url, position, is_active, parent_id, has_dropdown, dropdown_position };
    const item = newMenuItem({ ...fields, category_id: data.category_id ?? null }, new Date().toISOString());
    touchSubmenu(op.set(itemKey(item.id), item), item.parent_id);
    return { op, done: (versionstamp) => ({ item, versionstamp }) };
  });
}

/**
 * Applies `patch` to a menu item. With `expectedVersionstamp`, a stored copy
 * changed since that read fails with a {@link ConflictError}. An item that has
 * submenu items cannot itself become a submenu item.
 */
export async function updateMenuItem(
  kv: Deno.Kv,
  id: string,
  patch: MenuItemPatch,
  expectedVersionstamp?: string,
): Promise<VersionedMenuItem> {
  const changes: Partial<MenuItem> = withoutUndefined(MenuItemPatchSchema.parse(patch));
  return await optimisticWrite({ publicContent: true, exhausted: STALE }, async () => {
    const entry = await getExisting<MenuItem>(kv, itemKey(id), "Menu item not found");
    if (expectedVersionstamp !== undefined && entry.versionstamp !== expectedVersionstamp) {
      throw new ConflictError("This menu item was changed by someone else. Reload it and try again.");
    }
    const item: MenuItem = { ...entry.value, ...changes, updated_at: new Date().toISOString() };
    const op = kv.atomic().check(entry);
    if (item.parent_id) {
      op.check(await loadParent(kv, item.parent_id, id));
      const hasChildren = (await listMenuItems(kv)).some((other) => other.parent_id === id);
      if (hasChildren) throw parentError("An item with submenu items cannot become a submenu item");
      item.has_dropdown = 0;
    }
    assertRules(item);
    op.set(itemKey(id), item);
    touchSubmenu(op, entry.value.parent_id);
    if (item.parent_id !== entry.value.parent_id) touchSubmenu(op, item.parent_id);
    return { op, done: (versionstamp) => ({ item, versionstamp }) };
  });
}

/**
 * Deletes a menu item and, for a top-level item, all of its submenu items, in
 * one atomic write. Returns how many items were deleted.
 */
export async function deleteMenuItem(kv: Deno.Kv, id: string): Promise<number> {
  return await optimisticWrite({ publicContent: true, exhausted: STALE }, async () => {
    const entry = await getExisting<MenuItem>(kv, itemKey(id), "Menu item not found");
    const children = (await listAll<MenuItem>(kv, { prefix: MENU_PREFIX }))
      .filter((child) => child.value.parent_id === id);
    const op = kv.atomic().check(entry).delete(itemKey(id));
    for (const child of children) op.check(child).delete(child.key);
    if (entry.value.parent_id) touchSubmenu(op, entry.value.parent_id);
    else op.delete(submenuVersionKey(id));
    return { op, done: () => 1 + children.length };
  });
}

/** Sets the positions of the listed items in one atomic write; unknown ids fail with 404. */
export async function reorderMenu(kv: Deno.Kv, positions: MenuPosition[]): Promise<MenuItem[]> {
  const { items } = MenuReorderSchema.parse({ items: positions });
  if (items.length > MAX_MENU_BATCH) {
    throw new ValidationError(`At most ${MAX_MENU_BATCH} menu items can be reordered at once`);
  }
  return await optimisticWrite({ publicContent: true, exhausted: STALE }, async () => {
    const entries = await getManyBatched<MenuItem>(kv, items.map((entry) => itemKey(entry.id)));
    const now = new Date().toISOString();
    const op = kv.atomic();
    const updated: MenuItem[] = [];
    entries.forEach((entry, i) => {
      if (!entry.value) throw new NotFoundError(`Menu item ${items[i].id} not found`);
      const item = { ...entry.value, position: items[i].position, updated_at: now };
      op.check(entry).set(entry.key, item);
      updated.push(item);
    });
    return { op, done: () => updated.sort(byPosition) };
  });
}

/**
 * The bulk submenu update with fixed changes: adds `toAdd` as active submenu
 * links of a top-level item and deletes the submenu items in `toRemoveIds`
 * (see {@link updateSubmenus}).
 */
export function replaceSubmenus(
  kv: Deno.Kv,
  parentId: string,
  toAdd: SubmenuLink[],
  toRemoveIds: string[],
): Promise<SubmenuChange> {
  return updateSubmenus(kv, parentId, () => ({ toAdd, toRemoveIds }));
}

/**
 * The bulk submenu update: `plan` computes, from the parent and its current
 * submenu items, the links to add (positions following the parent and its
 * submenu) and the submenu items to delete, all written in one atomic write.
 * The write checks the parent, its submenu version and every removed item, so
 * a concurrent change of the submenu makes it read again and plan anew
 * (a {@link ConflictError} once the attempts run out): an entry is never added
 * twice.
 */
export async function updateSubmenus(
  kv: Deno.Kv,
  parentId: string,
  plan: (parent: MenuItem, children: MenuItem[]) => SubmenuPlan,
): Promise<SubmenuChange> {
  return await optimisticWrite<SubmenuChange>({ publicContent: true, exhausted: STALE }, async () => {
    const [parent, version, all] = await Promise.all([
      loadParent(kv, parentId),
      retryLocked(() => kv.get(submenuVersionKey(parentId))),
      listAll<MenuItem>(kv, { prefix: MENU_PREFIX }),
    ]);
    const children = all.filter((entry) => entry.value.parent_id === parentId);
    const planned = plan(parent.value, children.map((entry) => entry.value));
    const links = planned.toAdd.map((link) => SubmenuLinkSchema.parse(link));
    const removeIds = [...new Set(planned.toRemoveIds)];
    if (links.length + removeIds.length > MAX_SUBMENU_CHANGES) {
      throw new ValidationError(`At most ${MAX_SUBMENU_CHANGES} submenu items can change at once`);
    }
    if (links.length === 0 && removeIds.length === 0) return { skip: { added: 0, removed: 0 } };
    const op = touchSubmenu(kv.atomic().check(parent).check(version), parentId);
    for (const id of removeIds) {
      const child = children.find((entry) => entry.value.id === id);
      if (!child) throw new NotFoundError(`Submenu item ${id} not found under this menu item`);
      op.check(child).delete(child.key);
    }
    const kept = children.filter((entry) => !removeIds.includes(entry.value.id));
    let position = Math.max(parent.value.position, ...kept.map((entry) => entry.value.position));
    const now = new Date().toISOString();
    const submenu = { is_active: true, parent_id: parentId, has_dropdown: 0, dropdown_position: "left" } as const;
    for (const { label, url, category_id = null } of links) {
      const item = newMenuItem({ label, url, category_id, ...submenu, position: ++position }, now);
      op.set(itemKey(item.id), item);
    }
    return { op, done: () => ({ added: links.length, removed: removeIds.length }) };
  });
}
