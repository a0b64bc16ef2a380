/** Content the public page tests create through the repositories, independent of the demo content. */
import { createCategory } from "@/lib/db/categories.ts";
import { savePostFromInput } from "@/lib/services/posts.ts";

const HOUR = 3_600_000;
const author = { id: "test-author", name: "Ana Prueba" };

/** What {@link createTestContent} made. */
export interface TestContent {
  categoryId: string;
  emptyCategoryId: string;
  recipeId: string;
}

/**
 * Creates two categories ("prueba-guisos" with three published posts and a
 * draft, "prueba-vacia" with none) and posts covering the post page rules:
 * a recipe updated 30 hours after publication (a later day), a recipe updated 30 minutes
 * after, an article without excerpt, and a draft.
 */
export async function createTestContent(kv: Deno.Kv): Promise<TestContent> {
  const { category } = await createCategory(kv, {
    name: "Guisos de Prueba",
    slug: "prueba-guisos",
    description: "Guisos criollos para las pruebas.",
    emoji: "🍲",
    gradient: "red-pink",
    position: 90,
  });
  const { category: empty } = await createCategory(kv, {
    name: "Vacía de Prueba",
    slug: "prueba-vacia",
    description: "Sin recetas.",
    emoji: "🥄",
    gradient: { type: "custom", from: "#123456", to: "#654321" },
    position: 91,
  });
  const published = new Date(Date.now() - 10 * 24 * HOUR);
  const at = (hours: number) => new Date(published.getTime() + hours * HOUR).toISOString();
  const body = "Un texto de relleno para que la página tenga cuerpo. ".repeat(30);
  const { post: recipe } = await savePostFromInput(
    kv,
    {
      title: "Tasajo de Prueba Criollo",
      slug: "prueba-tasajo",
      status: "published",
      content_type: "recipe",
      excerpt: "Tasajo desmenuzado con sofrito, receta de prueba.",
      content: `<p>${body}</p><h2>Historia del tasajo</h2><p>${body}</p><h3>El salado</h3><p>${body}</p>` +
        `<h2>Cómo servirlo</h2><p>${body}</p><script>alert(1)</script>`,
      published_at: at(0),
      prep_time: "PT20M",
      cook_time: "PT1H10M",
      total_time: "PT1H30M",
      recipe_yield: "4 porciones",
      recipe_category: "Plato principal",
      recipe_cuisine: "Cubana",
      ingredients: ["500 g de tasajo", "1 cebolla", "2 dientes de ajo"],
      instructions: [{ name: "Desalar", text: "Deja el tasajo en agua toda la noche." }, {
        name: "Guisar",
        text: "Sofríe y cocina a fuego lento.",
      }],
      nutrition_calories: "380",
      nutrition_protein: "32",
      nutrition_fat: "15",
      nutrition_carbs: "9",
      video_url: "https://www.youtube.com/watch?v=abcDEF12345",
      featured_image: "/video/hero-poster.webp",
      focus_keyword: "tasajo",
      category_ids: [category.id],
    },
    author,
    { created_at: at(-1), updated_at: at(30) },
  );
  await savePostFromInput(
    kv,
    {
      title: "Puré de Prueba con Malanga",
      slug: "prueba-pure",
      status: "published",
      content_type: "recipe",
      excerpt: "Un puré suave.",
      content: "<p>Puré.</p>",
      published_at: at(1),
      prep_time: "PT10M",
      cook_time: "PT25M",
      category_ids: [category.id],
    },
    author,
    { created_at: at(0), updated_at: at(1.5) },
  );
  await savePostFromInput(
    kv,
    {
      title: "Artículo de Prueba sobre el Café",
      slug: "prueba-cafe",
      status: "published",
      content_type: "article",
      excerpt: "",
      content: `<p>El <strong>cafecito</strong> cubano se toma corto, dulce y en compañía; ${body}</p>`,
      published_at: at(2),
      category_ids: [category.id],
    },
    author,
    { created_at: at(2), updated_at: at(2) },
  );
  await savePostFromInput(kv, {
    title: "Borrador de Prueba Oculto",
    slug: "prueba-borrador",
    status: "draft",
    content: "<p>No publicado.</p>",
    category_ids: [category.id],
  }, author);
  return { categoryId: category.id, emptyCategoryId: empty.id, recipeId: recipe.id };
}
