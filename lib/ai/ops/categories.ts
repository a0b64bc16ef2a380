/** select-categories: the existing categories that fit a post, chosen by the model by id. */
import { z } from "zod";
import { listCategories } from "../../db/categories.ts";
import type { SelectCategoriesRequestSchema } from "../../schemas/ai.ts";
import type { AiCall } from "../call.ts";
import { htmlToText } from "../../text/html_text.ts";
import { quoted } from "../prompts.ts";
import { askStructured } from "../structured.ts";

/** Most categories chosen for one post. */
export const MAX_SELECTED_CATEGORIES = 3;

const ChoiceSchema = z.object({ categoryIds: z.array(z.string()), reason: z.string() });

/** Answers `{ categoryIds, message }`: only ids of existing active categories, at most three. */
export async function selectCategories(call: AiCall, input: z.output<typeof SelectCategoriesRequestSchema>) {
  const categories = await listCategories(call.kv);
  if (categories.length === 0) return { categoryIds: [], message: "There are no categories to choose from." };
  const list = categories.map((c) => `${c.id}: ${c.name}${c.description ? ` — ${c.description}` : ""}`).join("\n");
  const choice = await askStructured(call, {
    name: "category_choice",
    schema: ChoiceSchema,
    task: `Elige de 1 a ${MAX_SELECTED_CATEGORIES} categorías de la lista que mejor encajen con la entrada. ` +
      "Devuelve solo ids de la lista, exactamente como aparecen.",
    prompt: [
      quoted("Título", input.title),
      input.content ? quoted("Contenido", htmlToText(input.content), 5000) : "",
      quoted("Categorías (id: nombre)", list),
    ].filter(Boolean).join("\n\n"),
    failure: "Category selection failed",
  });
  const known = new Set(categories.map((c) => c.id));
  const categoryIds = [...new Set(choice.categoryIds.map((id) => id.trim()))].filter((id) => known.has(id))
    .slice(0, MAX_SELECTED_CATEGORIES);
  const names = categoryIds.map((id) => categories.find((c) => c.id === id)!.name);
  return {
    categoryIds,
    message: categoryIds.length ? `Selected ${names.join(", ")}` : "No matching categories found",
  };
}
