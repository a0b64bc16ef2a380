/** Menu item payloads and records: the one definition of a navigation entry. */
import { z } from "zod";
import { plainText } from "./text_fields.ts";
import { sitePathOrHttpUrl } from "./url_fields.ts";

/** Where a dropdown opens relative to its top-level item. */
export const DROPDOWN_POSITIONS = ["left", "center", "right"] as const;
/** A dropdown position. */
export type DropdownPosition = (typeof DROPDOWN_POSITIONS)[number];

/** Message shown when a label is missing. */
export const LABEL_REQUIRED = "Label is required";
/** Message shown when a plain link has no URL. */
export const URL_REQUIRED = "URL is required for non-dropdown menu items";

/** A boolean that also accepts the 0/1 integers older clients send. */
const Flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);
/** A 0/1 flag that also accepts booleans. */
const Bit = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((
  v,
): 0 | 1 => (v === true || v === 1 ? 1 : 0));

const Label = plainText("Label", { max: 100, trim: true, error: LABEL_REQUIRED }).min(1, LABEL_REQUIRED);
/** A path on this site or an http(s) URL; "" for a dropdown without a link. */
const Url = sitePathOrHttpUrl("URL");
const Position = z.number().int("Position must be a whole number").min(0, "Position must not be negative");
/** A parent id; blank or null means top level. */
const ParentId = z.string().trim().max(64).nullable().transform((v) => v || null);
const DropdownPositionSchema = z.enum(DROPDOWN_POSITIONS);
/** The category an entry leads to; its URL then follows the category's slug and the category base. */
const CategoryId = z.string().trim().max(64).nullable().transform((v) => v || null);

/** A stored menu item. */
export const MenuItemSchema = z.object({
  id: z.string(),
  label: z.string(),
  url: z.string(),
  position: z.number().int(),
  is_active: z.boolean(),
  parent_id: z.string().nullable(),
  has_dropdown: z.union([z.literal(0), z.literal(1)]),
  dropdown_position: DropdownPositionSchema,
  /** Set when the entry points at a category (older entries lack it). */
  category_id: z.string().nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
/** A stored menu item. */
export type MenuItem = z.infer<typeof MenuItemSchema>;

/** The fields whose combination decides whether a URL is needed. */
export type MenuLinkShape = Pick<MenuItem, "url" | "has_dropdown" | "parent_id">;

/**
 * Field errors of the rules that span fields: a dropdown only exists on
 * top-level items, and every item without a dropdown needs a URL.
 */
export function menuItemRuleErrors(item: MenuLinkShape): Record<string, string[]> {
  const dropdown = item.parent_id === null && item.has_dropdown === 1;
  return !dropdown && !item.url ? { url: [URL_REQUIRED] } : {};
}

/** Input of `updateMenuItem` (PUT /admin/menu/{id}): any subset of the fields. */
export const MenuItemPatchSchema = z.object({
  label: Label,
  url: Url,
  position: Position,
  is_active: Flag,
  parent_id: ParentId,
  has_dropdown: Bit,
  dropdown_position: DropdownPositionSchema,
  category_id: CategoryId,
}).partial();
/** Input of `updateMenuItem`. */
export type MenuItemPatch = z.input<typeof MenuItemPatchSchema>;

/** Input of `createMenuItem` (POST /admin/menu): a label is required; position is optional (new items go last). */
export const MenuItemInputSchema = MenuItemPatchSchema.extend({
  label: Label,
  url: Url.default(""),
  is_active: Flag.default(true),
  parent_id: ParentId.default(null),
  has_dropdown: Bit.default(0),
  dropdown_position: DropdownPositionSchema.default("left"),
}).superRefine((item, ctx) => {
  for (const [path, messages] of Object.entries(menuItemRuleErrors(item))) {
    for (const message of messages) ctx.addIssue({ code: "custom", path: [path], message });
  }
});
/** Input of `createMenuItem` before defaults. */
export type MenuItemInput = z.input<typeof MenuItemInputSchema>;

/** Body of PUT /admin/menu/reorder. */
export const MenuReorderSchema = z.object({
  items: z.array(z.object({ id: z.string().min(1), position: Position })).max(1000),
});
/** One entry of a reorder request. */
export type MenuPosition = z.infer<typeof MenuReorderSchema>["items"][number];

/** A submenu link created by the bulk submenu update. */
export const SubmenuLinkSchema = z.object({
  label: Label,
  url: Url.min(1, URL_REQUIRED),
  category_id: CategoryId.optional(),
});
/** A submenu link created by the bulk submenu update. */
export type SubmenuLink = z.input<typeof SubmenuLinkSchema>;

/** Body of PUT /admin/menu/{id}/submenus: the categories the top-level item should list as its submenu. */
export const MenuSubmenusSchema = z.object({
  category_ids: z.array(z.string().trim().min(1).max(64)).max(500),
});
