import assert from "node:assert/strict";
import { CategoryPatchSchema } from "./category.ts";
import { MenuItemInputSchema } from "./menu.ts";
import { PostPatchSchema } from "./post.ts";
import { RedirectPatchSchema } from "./redirect.ts";
import { SettingsPatchSchema } from "./settings.ts";
import { isPlainText, plainText } from "./text_fields.ts";

/** Characters refused everywhere: C0/C1 controls (except TAB, LF, CR) and bidirectional controls. */
const ALWAYS_REFUSED = [
  "\u0000",
  "\u0007",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u009f",
  "\u202a",
  "\u202b",
  "\u202c",
  "\u202d",
  "\u202e",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
];

Deno.test("isPlainText: single-line text refuses every control, multi-line allows TAB, LF and CR only", () => {
  for (const char of ALWAYS_REFUSED) {
    const text = `Flan${char}casero`;
    assert.equal(isPlainText(text), false, JSON.stringify(char));
    assert.equal(isPlainText(text, true), false, JSON.stringify(char));
  }
  for (const char of ["\t", "\n", "\r"]) {
    assert.equal(isPlainText(`Flan${char}casero`), false, JSON.stringify(char));
    assert.equal(isPlainText(`Flan${char}casero`, true), true, JSON.stringify(char));
  }
  for (const text of ["Ropa vieja", "Café con leche ☕", "عربى and עברית", "👨‍🍳 Chef", "a\u200db", ""]) {
    assert.equal(isPlainText(text), true, text);
  }
});

Deno.test("plainText trims when asked, bounds the length and names the field", () => {
  const title = plainText("Title", { max: 5, trim: true });
  assert.equal(title.parse("  Flan "), "Flan");
  assert.equal(title.safeParse("Flanes").success, false);
  const parsed = title.safeParse("a\u202eb");
  assert.match(parsed.error!.issues[0].message, /^Title must be one line/);
  assert.equal(plainText("Notes", { max: 20 }).parse(" a "), " a ");
});

const cases: {
  name: string;
  schema: { safeParse(v: unknown): { success: boolean } };
  field: string;
  multiline: boolean;
}[] = [
  { name: "post title", schema: PostPatchSchema, field: "title", multiline: false },
  { name: "post meta title", schema: PostPatchSchema, field: "meta_title", multiline: false },
  { name: "post focus keyword", schema: PostPatchSchema, field: "focus_keyword", multiline: false },
  { name: "post excerpt", schema: PostPatchSchema, field: "excerpt", multiline: true },
  { name: "category name", schema: CategoryPatchSchema, field: "name", multiline: false },
  { name: "category description", schema: CategoryPatchSchema, field: "description", multiline: true },
  { name: "menu label", schema: MenuItemInputSchema, field: "label", multiline: false },
  { name: "redirect notes", schema: RedirectPatchSchema, field: "notes", multiline: true },
  { name: "site name", schema: SettingsPatchSchema, field: "site_name", multiline: false },
  { name: "site description", schema: SettingsPatchSchema, field: "site_description", multiline: false },
];

for (const { name, schema, field, multiline } of cases) {
  Deno.test(`${name}: control and bidirectional override characters are refused`, () => {
    const base = field === "label" ? { url: "/" } : {};
    assert.equal(schema.safeParse({ ...base, [field]: "Arroz con pollo" }).success, true);
    for (const char of ALWAYS_REFUSED) {
      assert.equal(schema.safeParse({ ...base, [field]: `Arroz${char}pollo` }).success, false, JSON.stringify(char));
    }
    assert.equal(schema.safeParse({ ...base, [field]: "Arroz\ncon\tpollo" }).success, multiline);
  });
}
