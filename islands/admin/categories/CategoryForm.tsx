/**
 * The add/edit category form (left of the categories screen). The slug
 * follows the name only while creating; name and slug are required; the
 * emoji is at most 2 graphemes; meta fields have counters; images go through
 * the media pipeline. Saving calls `onSaved`; the server's field errors show
 * under their fields.
 */
import { useEffect, useState } from "react";
import { FormField } from "@/components/admin/FormField.tsx";
import { META_DESCRIPTION_LIMIT, META_TITLE_LIMIT } from "@/components/admin/char_count.ts";
import BusyButton from "@/islands/admin/BusyButton.tsx";
import GradientField from "./GradientField.tsx";
import CategoryImageField from "./CategoryImageField.tsx";
import { ApiError } from "@/lib/client/api.ts";
import { type AdminCategory, saveCategory } from "@/lib/client/categories.ts";
import {
  type CategoryFormValues,
  categoryFormValues,
  categoryPayload,
  checkCategoryForm,
  emptyCategoryForm,
  withName,
} from "@/lib/client/category_form.ts";
import { slugWhileTyping } from "@/lib/client/slug_input.ts";
import { showToast } from "@/lib/client/toasts.ts";
import { useApiQuery } from "@/lib/client/use_api_query.ts";
import { useFormSubmit } from "@/lib/client/use_form_submit.ts";
import { fieldBinder } from "@/lib/client/bind_field.ts";
import { CATEGORY_MESSAGES, CATEGORY_UPLOAD_TYPES } from "@/lib/shared/category_rules.ts";
import type { Category } from "@/lib/schemas/category.ts";
import { Button } from "@/components/admin/Button.tsx";

/** Props of {@link CategoryForm}. */
export interface CategoryFormProps {
  /** The category being edited, or null to add one. */
  editing: AdminCategory | null;
  categories: AdminCategory[];
  onSaved: (category: Category, created: boolean) => void;
  onCancel: () => void;
}

/** The failure toast: the server's own text unless it was about fields. */
function saveFailure(error: unknown): string {
  return error instanceof ApiError && error.serverMessage && !error.fields ? error.message : CATEGORY_MESSAGES.save;
}

/** See the module doc. */
export default function CategoryForm({ editing, categories, onSaved, onCancel }: CategoryFormProps) {
  const creating = editing === null;
  const [values, setValues] = useState<CategoryFormValues>(() =>
    editing ? categoryFormValues(editing) : emptyCategoryForm(categories.length)
  );
  const { busy: saving, errors, run } = useFormSubmit();
  const stored = useApiQuery<{ category: Category; versionstamp: string }>(
    editing ? `/admin/categories/${encodeURIComponent(editing.id)}` : null,
  );
  /** The version the form was loaded from: a save is refused (409) when someone changed the category since. */
  const [version, setVersion] = useState<string | null>(null);
  useEffect(() => {
    if (version || !stored.data || !editing) return;
    setVersion(stored.data.versionstamp);
    if (stored.data.category.updated_at !== editing.updated_at) setValues(categoryFormValues(stored.data.category));
  }, [stored.data]);
  const [uploads, setUploads] = useState(0);
  const set = (patch: Partial<CategoryFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const bind = fieldBinder(values, (key, value) => set({ [key]: value }), errors);
  const parents = categories.filter((c) => !c.parent_id && c.id !== editing?.id);
  const hasChildren = !!editing && categories.some((c) => c.parent_id === editing.id);

  function submit(event: Event) {
    event.preventDefault();
    const found = checkCategoryForm(values);
    if (Object.keys(found).length) showToast(Object.values(found)[0], "error");
    run(
      async () => {
        const payload = { ...categoryPayload(values), ...(version ? { versionstamp: version } : {}) };
        const saved = await saveCategory(editing?.id ?? null, payload);
        showToast(creating ? "Category created successfully!" : "Category updated successfully!", "success");
        onSaved(saved, creating);
      },
      saveFailure,
      found,
    );
  }

  return (
    <form class="panel category-form" onSubmit={submit} noValidate aria-label="Category form">
      <h2>{creating ? "Add Category" : `Edit Category: ${editing.name}`}</h2>
      <FormField
        id="category-name"
        label="Name"
        required
        value={values.name}
        error={errors.name}
        onValue={(name) => setValues((v) => withName(v, name, creating))}
      />
      <FormField
        id="category-slug"
        label="Slug"
        required
        value={values.slug}
        error={errors.slug}
        onValue={(slug) => set({ slug: slugWhileTyping(slug) })}
      />
      <FormField id="category-description" label="Description" multiline {...bind("description")} />
      <FormField
        id="category-parent"
        label="Parent"
        options={[{ value: "", label: "None (top level)" }, ...parents.map((p) => ({ value: p.id, label: p.name }))]}
        disabled={hasChildren}
        hint={hasChildren ? "It has sub-categories, so it stays a top-level category." : undefined}
        {...bind("parent_id")}
      />
      <FormField id="category-emoji" label="Emoji" hint="At most 2 characters" {...bind("emoji")} />
      <GradientField values={values} onChange={set} />
      <label class="check">
        <input type="checkbox" checked={values.is_active} onChange={(e) => set({ is_active: checked(e) })} /> Active
      </label>
      <CategoryImageField
        label="Card image"
        hint="Cropped to 512×512 WebP. Max 4 MB."
        type={CATEGORY_UPLOAD_TYPES.card}
        value={values.card_image}
        onValue={(card_image) => set({ card_image })}
        onBusy={(busy) => setUploads((n) => n + (busy ? 1 : -1))}
      />
      <CategoryImageField
        label="Header image"
        hint="At least 800×400; resized to 1280 wide WebP. Max 4 MB."
        type={CATEGORY_UPLOAD_TYPES.header}
        value={values.header_image}
        onValue={(header_image) => set({ header_image })}
        onBusy={(busy) => setUploads((n) => n + (busy ? 1 : -1))}
      />
      <FormField id="category-meta-title" label="Meta title" limit={META_TITLE_LIMIT} {...bind("meta_title")} />
      <FormField
        id="category-meta-description"
        label="Meta description"
        multiline
        limit={META_DESCRIPTION_LIMIT}
        {...bind("meta_description")}
      />
      <FormField id="category-meta-keywords" label="Meta keywords" {...bind("meta_keywords")} />
      <FormField id="category-position" label="Position" type="number" {...bind("position")} />
      <div class="form-actions">
        <BusyButton type="submit" class="btn btn-primary" busy={saving} disabled={uploads > 0}>
          {creating ? "Add Category" : "Update Category"}
        </BusyButton>
        {!creating && <Button onClick={onCancel}>Cancel</Button>}
      </div>
    </form>
  );
}

function checked(event: Event): boolean {
  return (event.target as HTMLInputElement).checked;
}
