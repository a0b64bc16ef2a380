/**
 * Spanish answers of the fake AI server, by the structured-output schema name
 * the site asks for (`response_format.json_schema.name`).
 */

/** Content of a generated recipe: two image placeholders, keyword in the first paragraph. */
export const GENERATED_CONTENT_HTML = [
  "<p>El <strong>arroz con pollo cubano</strong> es el plato de los domingos en casa: arroz amarillo, pollo jugoso",
  "y un sofrito que perfuma toda la cocina. Aquí tienes la receta paso a paso.</p>",
  "<!-- IMAGE_PLACEHOLDER: arroz con pollo en una cazuela de barro -->",
  "<h2>Ingredientes del arroz con pollo cubano</h2><ul><li>1 pollo troceado</li><li>2 tazas de arroz</li></ul>",
  "<h2>Preparación</h2><p>Dora el pollo, prepara el sofrito con ajo, cebolla y ají, y cocina el arroz con el caldo.",
  "Sirve con plátanos maduros fritos.</p>",
  "<!-- IMAGE_PLACEHOLDER: plato servido con plátanos maduros -->",
  '<script>alert("x")</script><p onclick="steal()">¡Buen provecho!</p>',
].join("\n");

/** Recipe fields as the model writes them. */
export const MODEL_RECIPE = {
  prepTime: "PT20M",
  cookTime: "PT45M",
  totalTime: "PT1H5M",
  recipeYield: "4 porciones",
  recipeCategory: "Plato Principal",
  recipeCuisine: "Cubana",
  ingredients: ["1 pollo troceado", "2 tazas de arroz"],
  instructions: [{ name: "Sofrito", text: "Sofríe el ajo, la cebolla y el ají." }],
  nutritionCalories: "520 kcal",
  nutritionProtein: "32 g",
  nutritionFat: "18 g",
  nutritionCarbs: "55 g",
  nutritionSaturatedFat: "5 g",
  nutritionTransFat: "0 g",
  nutritionCholesterol: "95 mg",
  nutritionSodium: "720 mg",
  nutritionFiber: "3 g",
  nutritionSugar: "4 g",
  nutritionServingSize: "1 plato (400 g)",
};

/** The ids listed in a select-categories prompt (`id: name` lines). */
function categoryIdsIn(prompt: string): string[] {
  const list = prompt.split("Categorías (id: nombre):")[1] ?? "";
  return [...list.matchAll(/^([A-Za-z0-9_-]+): /gm)].map((m) => m[1]);
}

/** The answer for schema `name`, given the user prompt. */
export function fixtureFor(name: string, prompt: string): unknown {
  switch (name) {
    case "assistant_answer":
      return prompt.includes("Texto seleccionado")
        ? { operation: "replace", content: "<p>Texto <em>mejorado</em> por el asistente.</p>" }
        : {
          operation: "insert",
          content: "<p>Un párrafo nuevo sobre la cocina cubana.</p><img src=x onerror=alert(1)>",
        };
    case "generated_post":
      return {
        content: GENERATED_CONTENT_HTML,
        excerpt: "El arroz con pollo cubano de siempre, paso a paso.",
        metaTitle: "Arroz con pollo cubano: la receta tradicional de la abuela paso a paso",
        metaDescription: "Aprende a preparar arroz con pollo cubano con sofrito, cerveza y pimientos.",
        focusKeyword: "arroz con pollo cubano",
        secondaryFocusKeyword: "receta de arroz con pollo",
        contentType: "recipe",
        recipe: MODEL_RECIPE,
      };
    case "seo_metadata":
      return {
        metaTitle: "Arroz con pollo cubano: receta tradicional",
        metaDescription: "La receta cubana de arroz con pollo, con todos sus secretos.",
        focusKeyword: "arroz con pollo cubano",
        secondaryFocusKeyword: "receta cubana",
        excerpt: "El clásico de los domingos.",
      };
    case "image_metadata":
      return { alt: "Arroz con pollo cubano en cazuela", title: "Arroz con pollo", filename: "Arroz con Pollo!" };
    case "enhanced_content":
    case "fixed_content":
      return { content: "<p>Contenido mejorado con arroz con pollo cubano.</p><script>x()</script>" };
    case "focus_keywords":
      return { mainFocusKeyword: "Arroz con Pollo Cubano", secondaryFocusKeyword: "receta de arroz con pollo" };
    case "post_section":
      return { text: "<h2>Conclusión</h2><p>Un plato que une a la familia.</p>" };
    case "recipe_schema":
      return { ...MODEL_RECIPE, prepTime: "20 minutos" };
    case "category_choice":
      return { categoryIds: [...categoryIdsIn(prompt).slice(0, 1), "no-existe"], reason: "Encaja." };
    case "content_images":
      return { images: [{ description: "cazuela humeante" }, { description: "mesa servida" }, { description: "x" }] };
    default:
      return { error: `no fixture for ${name}` };
  }
}
