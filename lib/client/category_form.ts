/**
 * The category form's state: empty and loaded values, the checks made before
 * sending (name and slug, emoji graphemes) and the payload sent to the API.
 */
import type { Category, Gradient } from "../schemas/category.ts";
import { EMOJI_MAX, EMOJI_TOO_LONG, NAME_SLUG_REQUIRED } from "../shared/category_rules.ts";
import { graphemeCount } from "../shared/graphemes.ts";
import { slugify } from "../text/slug.ts";

/** Gradient choice in the form: none, a preset, or custom colours. */
export type GradientChoice = "none" | "preset" | "custom";

/** Values of the form's controls (all text, as typed). */
export interface CategoryFormValues {
  name: string;
  slug: string;
  description: string;
  parent_id: string;
  emoji: string;
  gradientType: GradientChoice;
  preset: string;
  from: string;
  to: string;
  is_active: boolean;
  card_image: string;
  header_image: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  position: string;
}

/** Values of a new category: active, no gradient, placed after the existing `count` categories. */
export function emptyCategoryForm(count: number): CategoryFormValues {
  return {
    name: "",
    slug: "",
    description: "",
    parent_id: "",
    emoji: "",
    gradientType: "none",
    preset: "purple-pink",
    from: "#cf142b",
    to: "#002a8f",
    is_active: true,
    card_image: "",
    header_image: "",
    meta_title: "",
    meta_description: "",
    meta_keywords: "",
    position: String(count),
  };
}

/** The form values of a stored category. */
export function categoryFormValues(category: Category): CategoryFormValues {
  const gradient = category.gradient;
  return {
    ...emptyCategoryForm(category.position),
    name: category.name,
    slug: category.slug,
    description: category.description,
    parent_id: category.parent_id ?? "",
    emoji: category.emoji,
    gradientType: gradient.type,
    preset: gradient.type === "preset" ? gradient.preset : "purple-pink",
    from: gradient.type === "custom" ? gradient.from : "#cf142b",
    to: gradient.type === "custom" ? gradient.to : "#002a8f",
    is_active: category.is_active === 1,
    card_image: category.card_image,
    header_image: category.header_image,
    meta_title: category.meta_title,
    meta_description: category.meta_description,
    meta_keywords: category.meta_keywords,
  };
}

/** The new values after the name changes: while creating, the slug follows the name. */
export function withName(values: CategoryFormValues, name: string, creating: boolean): CategoryFormValues {
  return creating ? { ...values, name, slug: slugify(name) } : { ...values, name };
}

/** The gradient the form describes. */
export function formGradient(values: CategoryFormValues): Gradient {
  if (values.gradientType === "preset") return { type: "preset", preset: values.preset as never };
  if (values.gradientType === "custom") return { type: "custom", from: values.from, to: values.to };
  return { type: "none" };
}

/** Field errors found before sending: `{ field: message }`, empty when the form may be sent. */
export function checkCategoryForm(values: CategoryFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name.trim() || !slugify(values.slug)) errors.name = NAME_SLUG_REQUIRED;
  if (graphemeCount(values.emoji.trim()) > EMOJI_MAX) errors.emoji = EMOJI_TOO_LONG;
  return errors;
}

/** The create/update payload of the form. */
export function categoryPayload(values: CategoryFormValues): Record<string, unknown> {
  const position = Number.parseInt(values.position, 10);
  return {
    name: values.name.trim(),
    slug: slugify(values.slug),
    description: values.description,
    parent_id: values.parent_id || null,
    emoji: values.emoji.trim(),
    gradient: formGradient(values),
    is_active: values.is_active ? 1 : 0,
    card_image: values.card_image,
    header_image: values.header_image,
    meta_title: values.meta_title,
    meta_description: values.meta_description,
    meta_keywords: values.meta_keywords,
    ...(Number.isFinite(position) && position >= 0 ? { position } : {}),
  };
}
