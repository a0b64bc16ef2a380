/**
 * What a demo dish's illustration shows, read from the recipe itself: the kind of dish (a glass, a bowl, a plate
 * of rice, beans and meat, a dessert, a sandwich, fried bites), what lies on the plate, and the colours of its main
 * ingredients, in the order the recipe lists them. Pure data: `dish_svg.ts` draws it.
 */

/** The recipe fields the scene is read from. */
export interface DishSource {
  slug: string;
  title: string;
  recipe_category: string;
  ingredients: readonly string[];
}

/** The shape the drawing is built around. */
export type DishKind = "drink" | "soup" | "plate" | "dessert" | "sandwich" | "fried";

/** How the main food of a plate looks. */
export type ProteinStyle = "shredded" | "ground" | "chunks" | "roast" | "shrimp" | "fish" | "chicken";

/** What a dessert looks like. */
export type DessertStyle = "flan" | "pudding" | "fritters";

/** Fried bites' shape. */
export type BiteStyle = "discs" | "rolls" | "balls";

/** Everything the drawing needs. */
export interface DishScene {
  kind: DishKind;
  /** Colours of the main ingredients, main first, distinct (at least two). */
  colours: string[];
  /** Sauce or liquid colour: a tomato sofrito, a broth, a drink. */
  liquid: string;
  /** Plate contents (kind "plate"). */
  rice?: { colour: string; mixedWith?: string };
  beans?: string;
  protein?: { style: ProteinStyle; colour: string };
  side?: { colour: string; style: "slices" | "chunks" | "mash" };
  dessert?: DessertStyle;
  bites?: BiteStyle;
  /** A drink with milk (a batido) is opaque; a cocktail shows ice and herbs. */
  milky?: boolean;
  /** A dessert with rice grains in it (arroz con leche). */
  grains?: boolean;
  /** Green leaves on top (herbs, mint). */
  herbs: boolean;
}

/** Ingredient words and the colour they stand for, first match per ingredient line wins. */
const INGREDIENT_COLOURS: [RegExp, string][] = [
  [/\bhierbabuena|\bmenta\b/, "#3f9a4a"],
  [/\bmamey/, "#e8764a"],
  [/\bfrijoles negros/, "#2b1d1a"],
  [/\bfrijoles colorados|\bfrijoles rojos/, "#7a2b22"],
  [/\bgarbanzo/, "#d9b36c"],
  [/\bcamaron/, "#f08a5d"],
  [/\bpescado|\bpargo|\bserrucho/, "#eadcc0"],
  [/\bpollo/, "#d9a24e"],
  [/\bjamon/, "#e49a9a"],
  [/\bchorizo/, "#b8452c"],
  [/\bcerdo|\blechon|\btocino|\bpanceta/, "#a0603a"],
  [/\bres\b|\bfalda\b|\bcarne molida|\bbistec|\btasajo/, "#7a3b22"],
  [/\bqueso/, "#f3d36b"],
  [/\bpan\b|\bpan cubano|\bharina/, "#d9a45b"],
  [/\bpepinillo/, "#6b8e23"],
  [/\bplatano.*maduro|\bmaduro/, "#e8a33a"],
  [/\bplatano/, "#d9c25a"],
  [/\byuca/, "#f1e6c4"],
  [/\bmalanga/, "#e6d8c8"],
  [/\bboniato/, "#d98a3c"],
  [/\bcalabaza/, "#e8862c"],
  [/\bmaiz|\bmazorca/, "#f2c23a"],
  [/\bpapa/, "#e9cf8a"],
  [/\barroz/, "#f5f0e1"],
  [/\bpure de tomate|\bsalsa de tomate|\btomate/, "#c8402b"],
  [/\bpimiento rojo|\bpimiento morron|\baji pimiento rojo/, "#d63a2a"],
  [/\bpimiento verde|\baji\b|\bcubanela/, "#5aa03c"],
  [/\bnaranja/, "#f39c32"],
  [/\blimon|\blima\b/, "#c9e265"],
  [/\bleche condensada|\bleche evaporada|\bleche\b|\bcrema\b/, "#f6ecd2"],
  [/\byema|\bhuevo/, "#f5c542"],
  [/\bcanela/, "#8a4b22"],
  [/\bcaramelo|\bmelado|\balmibar/, "#b86b1f"],
  [/\bhielo|\bagua con gas|\bsoda/, "#dff3f7"],
  [/\bcebolla/, "#efe3c8"],
  [/\bperejil|\bcilantro|\bculantro/, "#3f9a4a"],
];

/** Lines that never make a dish's colour: seasonings, fat, water and the like. */
const NOT_A_COLOUR =
  /^\S+ (?:\S+ )?de (?:sal|pimienta|comino|oregano|laurel|aceite|manteca|agua\b|vinagre|vino)|\bpara freir\b/;

/**
 * The recipe whose dish each category's card shows: one filed under the category (its own first, then its
 * sub-categories'), a different one for each category while there are enough; categories without recipes have none.
 */
export function categoryDishes<T extends { slug: string; categories: readonly string[] }>(
  categories: readonly { slug: string; parent_slug?: string }[],
  recipes: readonly T[],
): Map<string, T> {
  const picked = new Map<string, T>();
  const used = new Set<string>();
  for (const category of categories) {
    const subcategories = categories.filter((c) => c.parent_slug === category.slug).map((c) => c.slug);
    const candidates = [
      ...recipes.filter((recipe) => recipe.categories.includes(category.slug)),
      ...recipes.filter((recipe) => recipe.categories.some((slug) => subcategories.includes(slug))),
    ];
    const recipe = candidates.find((candidate) => !used.has(candidate.slug)) ?? candidates[0];
    if (!recipe) continue;
    used.add(recipe.slug);
    picked.set(category.slug, recipe);
  }
  return picked;
}

/** Lower case without accents, for the word tests. */
function plain(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Colours of the recipe's ingredients, in recipe order, each colour once. */
export function ingredientColours(ingredients: readonly string[]): string[] {
  const colours: string[] = [];
  for (const line of ingredients.map(plain)) {
    if (NOT_A_COLOUR.test(line)) continue;
    const found = INGREDIENT_COLOURS.find(([pattern]) => pattern.test(line));
    if (found && !colours.includes(found[1])) colours.push(found[1]);
  }
  return colours;
}

/** The kind of dish, from the recipe's category, title and ingredients. */
export function dishKind(source: DishSource): DishKind {
  const title = plain(source.title);
  const category = plain(source.recipe_category);
  if (category === "bebida") return "drink";
  if (category === "postre") return "dessert";
  if (/sandwich|bocadito|medianoche|\bpan con\b/.test(title)) return "sandwich";
  if (/ajiaco|potaje|sopa|caldo|frijoles negros|crema de/.test(title)) return "soup";
  if (/toston|croqueta|papas? rellenas?|mariquita|fritura|empanada/.test(title)) return "fried";
  return "plate";
}

function has(source: DishSource, pattern: RegExp): boolean {
  return source.ingredients.some((line) => pattern.test(plain(line))) || pattern.test(plain(source.title));
}

function proteinOf(source: DishSource): DishScene["protein"] {
  const title = plain(source.title);
  if (has(source, /\bcamaron/)) return { style: "shrimp", colour: "#f08a5d" };
  if (has(source, /\bpescado|\bpargo/)) return { style: "fish", colour: "#eadcc0" };
  if (has(source, /\bpollo/)) return { style: "chicken", colour: "#d9a24e" };
  if (has(source, /carne molida/)) return { style: "ground", colour: "#7a3b22" };
  if (/ropa vieja|vaca frita|desmenuzad|deshebrad/.test(title) || has(source, /\bfalda\b/)) {
    return { style: "shredded", colour: /vaca frita/.test(title) ? "#5e2c17" : "#8a3a22" };
  }
  if (/lechon|asad/.test(title)) return { style: "roast", colour: "#b8743f" };
  if (has(source, /\bcerdo/)) return { style: "chunks", colour: "#a0603a" };
  return undefined;
}

/** Reads the scene of `source`; the same recipe always gives the same scene. */
export function dishScene(source: DishSource): DishScene {
  const kind = dishKind(source);
  const found = ingredientColours(source.ingredients);
  const colours = found.length >= 2 ? found : [...found, "#e8d29a", "#c8552b"].slice(0, Math.max(2, found.length));
  const tomato = has(source, /tomate/);
  const herbs = has(source, /hierbabuena|perejil|cilantro|culantro|menta/);
  const scene: DishScene = { kind, colours, liquid: colours[0], herbs };
  const title = plain(source.title);
  if (kind === "drink") {
    scene.milky = has(source, /\bleche|\bmamey|\bbatido/);
    scene.liquid = scene.milky ? colours[0] : "#e9f6d8";
  } else if (kind === "dessert") {
    scene.dessert = /flan|pudin|tocino del cielo/.test(title)
      ? "flan"
      : /bunuelo|churro|frit/.test(title)
      ? "fritters"
      : "pudding";
    scene.liquid = has(source, /\bazucar|caramelo|almibar|melado/) ? "#9a5316" : colours[0];
    scene.grains = has(source, /\barroz/);
  } else if (kind === "soup") {
    scene.liquid = has(source, /frijoles negros/)
      ? "#2b1d1a"
      : has(source, /garbanzo/)
      ? "#c7782e"
      : tomato
      ? "#b8612a"
      : "#c9a15a";
  } else if (kind === "fried") {
    scene.bites = /croqueta/.test(title) ? "rolls" : /rellena|bola/.test(title) ? "balls" : "discs";
    scene.liquid = has(source, /\bajo\b|naranja|limon/) ? "#e2c96a" : "#c8402b";
  } else if (kind === "plate") {
    if (has(source, /\barroz/)) {
      const yellow = has(source, /azafran|bijol|bija|cerveza/);
      const beans = has(source, /frijoles negros/) ? "#2b1d1a" : has(source, /frijoles/) ? "#7a2b22" : undefined;
      scene.rice = { colour: yellow ? "#f0c84a" : "#f7f3e6", mixedWith: beans };
    }
    scene.protein = proteinOf(source);
    if (has(source, /\bplatano/)) scene.side = { colour: "#e8a33a", style: "slices" };
    else if (has(source, /\byuca/)) scene.side = { colour: "#f1e6c4", style: "chunks" };
    else if (has(source, /\bmalanga|\bpure de (?:papa|boniato|calabaza)/)) {
      scene.side = { colour: "#efe4d2", style: "mash" };
    } else if (has(source, /\bpapa/)) scene.side = { colour: "#e9cf8a", style: "chunks" };
    scene.liquid = tomato ? "#b5381f" : has(source, /vinagre|escabeche/) ? "#d8b45a" : "#c8882e";
  }
  return scene;
}
