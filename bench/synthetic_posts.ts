/**
 * Synthetic Spanish posts for the search benchmarks: titles, ingredients, excerpt, tags, categories and a body of a
 * few hundred words drawn from Cuban cooking vocabulary, reproducible from a seed.
 */

const DISHES = [
  "arroz con pollo",
  "ropa vieja",
  "picadillo",
  "yuca con mojo",
  "tostones",
  "flan de leche",
  "frijoles negros",
  "vaca frita",
  "lechón asado",
  "tamal en cazuela",
  "plátanos maduros",
  "boniatillo",
  "congrí",
  "ajiaco",
  "croquetas de jamón",
  "pastelitos de guayaba",
  "malanga frita",
  "bistec de palomilla",
  "potaje de garbanzos",
  "arroz con leche",
  "enchilado de camarones",
  "masas de cerdo",
  "quimbombó",
  "natilla",
  "tortilla de papa",
];
const INGREDIENTS = [
  "comino",
  "orégano",
  "ajo",
  "cebolla",
  "ají cachucha",
  "pimiento",
  "tomate",
  "vino seco",
  "naranja agria",
  "limón",
  "aceite de oliva",
  "sal",
  "pimienta",
  "laurel",
  "frijoles negros",
  "arroz",
  "pollo",
  "carne de res",
  "cerdo",
  "plátano",
  "yuca",
  "malanga",
  "boniato",
  "azúcar",
  "leche",
  "huevos",
  "canela",
  "vainilla",
  "guayaba",
  "queso crema",
  "harina",
  "mantequilla",
  "camarones",
  "pescado",
  "papas",
  "garbanzos",
  "chorizo",
  "jamón",
  "calabaza",
  "maíz",
  "coco",
  "piña",
  "mango",
  "culantro",
  "perejil",
];
const WORDS = [
  "cocinar",
  "fuego",
  "lento",
  "sofrito",
  "receta",
  "familia",
  "abuela",
  "domingo",
  "mesa",
  "sabor",
  "tradición",
  "cazuela",
  "olla",
  "hervir",
  "freír",
  "dorar",
  "picar",
  "mezclar",
  "servir",
  "caliente",
  "fresco",
  "isla",
  "habana",
  "oriente",
  "campo",
  "fiesta",
  "navidad",
  "almuerzo",
  "cena",
  "postre",
  "dulce",
  "salado",
  "crujiente",
  "suave",
  "jugoso",
  "aroma",
  "cocina",
  "criolla",
  "historia",
  "secreto",
  "paso",
  "minutos",
  "hora",
  "porción",
];
const CATEGORIES = ["Platos fuertes", "Postres", "Sopas y potajes", "Entrantes", "Bebidas", "Arroces", "Mariscos"];
const TAGS = ["fácil", "tradicional", "rápida", "económica", "festiva", "vegetariana", "sin gluten", "para niños"];

/** One synthetic post's searchable fields. */
export interface SyntheticPost {
  id: string;
  title: string;
  ingredients: string[];
  excerpt: string;
  tags: string[];
  categories: string[];
  body: string;
  published_at: string;
}

/** A small seeded generator (mulberry32), so each run indexes the same posts. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, list: readonly T[], count: number): T[] {
  const out: T[] = [];
  for (let i = 0; i < count; i++) out.push(list[Math.floor(random() * list.length)]);
  return out;
}

const SYLLABLES = ["ca", "lo", "ma", "ri", "to", "que", "sa", "bo", "ne", "fu", "gra", "pli", "dor", "cen", "mu", "ja"];

/** A vocabulary of 5,000 made-up words, so a body's rarer words are rare across posts as in real text. */
const RARE_WORDS = Array.from({ length: 5_000 }, (_, n) => {
  let word = "";
  for (let k = n + 1; k > 0; k = Math.floor(k / SYLLABLES.length)) word += SYLLABLES[k % SYLLABLES.length];
  return word + "s";
});

/**
 * `count` words: half common cooking words, a fifth the post's own ingredients, the rest from the rare vocabulary
 * (a recipe's text names its own ingredients, not every ingredient of the site).
 */
function sentence(random: () => number, count: number, own: readonly string[]): string {
  const words: string[] = [];
  for (let i = 0; i < count; i++) {
    const roll = random();
    const list = roll < 0.5 ? WORDS : roll < 0.7 && own.length ? own : RARE_WORDS;
    words.push(list[Math.floor(random() * list.length)]);
  }
  return words.join(" ");
}

/** `count` posts from `seed`, with bodies of about `bodyWords` words. */
export function syntheticPosts(count: number, seed = 1, bodyWords = 300): SyntheticPost[] {
  const random = seededRandom(seed);
  const posts: SyntheticPost[] = [];
  for (let i = 0; i < count; i++) {
    const dish = DISHES[Math.floor(random() * DISHES.length)];
    const ingredients = pick(random, INGREDIENTS, 6 + Math.floor(random() * 8));
    posts.push({
      id: `p${i}`,
      title: `${dish[0].toUpperCase()}${dish.slice(1)} ${pick(random, WORDS, 1)[0]} ${i}`,
      ingredients,
      excerpt: sentence(random, 25, ingredients),
      tags: pick(random, TAGS, 2),
      categories: pick(random, CATEGORIES, 1 + Math.floor(random() * 2)),
      body: sentence(random, bodyWords, ingredients),
      published_at: new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString(),
    });
  }
  return posts;
}

/**
 * Queries the benchmarks run: one word, an ingredient, a typo, an accent-less word, several words, words found in
 * most posts, and 15 words (one found nowhere; all found).
 */
export const BENCH_QUERIES = [
  "comino",
  "fijoles",
  "platano",
  "arroz con pollo",
  "croq",
  "naranja agria ajo",
  "receta tradicional de la abuela con frijoles negros y arroz blanco para el domingo en familia",
  "sofrito cazuela",
  "receta tradicional de la abuela con comino para el domingo en familia con arroz sabor",
];
