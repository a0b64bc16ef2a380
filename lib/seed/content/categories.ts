/** Demo categories: eight main sections, one of them (Carnes) with two sub-categories, and one still empty. */
import type { DemoCategory } from "../types.ts";

/** Categories of the demo site, in menu order. */
export const demoCategories: DemoCategory[] = [
  {
    slug: "platos-principales",
    name: "Platos Principales",
    description: "Los guisos, asados y fritos que llenan la mesa cubana a la hora del almuerzo y de la cena.",
    emoji: "🍽️",
    gradient: { type: "preset", preset: "red-pink" },
    position: 1,
    meta_title: "Platos principales cubanos: recetas caseras",
    meta_description:
      "Recetas de platos principales de la cocina cubana: guisos, asados y fritos de siempre, explicados paso a paso para cocinarlos en casa.",
    meta_keywords: "platos principales, comida cubana, recetas cubanas, almuerzo cubano",
  },
  {
    slug: "carnes",
    name: "Carnes",
    description: "Cerdo, res y pollo a la manera cubana: con mojo, sofrito y mucha paciencia en el fogón.",
    emoji: "🥩",
    gradient: { type: "preset", preset: "orange-yellow" },
    position: 2,
    meta_title: "Carnes a la cubana: cerdo, res y pollo",
    meta_description:
      "Recetas cubanas de carne: lechón asado, ropa vieja, vaca frita, picadillo y más, con sus adobos, mojos y sofritos tradicionales.",
    meta_keywords: "carnes cubanas, cerdo, res, pollo, mojo",
  },
  {
    slug: "cerdo",
    name: "Cerdo",
    description: "El rey de las fiestas cubanas: lechón, masas fritas y costillas adobadas con naranja agria.",
    emoji: "🐖",
    gradient: { type: "preset", preset: "orange-yellow" },
    position: 3,
    parent_slug: "carnes",
    meta_title: "Recetas cubanas de cerdo",
    meta_description:
      "Lechón asado, masas de cerdo fritas y otras recetas cubanas de cerdo adobadas con mojo criollo de naranja agria, ajo y comino.",
    meta_keywords: "cerdo, lechón, masas de cerdo, mojo criollo",
  },
  {
    slug: "res",
    name: "Res",
    description: "Carne de res deshebrada, frita o guisada: ropa vieja, vaca frita y picadillo a la habanera.",
    emoji: "🐄",
    gradient: { type: "custom", from: "#7c2d12", to: "#dc2626" },
    position: 4,
    parent_slug: "carnes",
    meta_title: "Recetas cubanas de carne de res",
    meta_description:
      "Ropa vieja, vaca frita, picadillo a la habanera y otras recetas cubanas de res, con sus tiempos, ingredientes y consejos de cocina.",
    meta_keywords: "res, ropa vieja, vaca frita, picadillo",
  },
  {
    slug: "arroces-y-frijoles",
    name: "Arroces y Frijoles",
    description: "La base de cada almuerzo cubano: congrí, moros y cristianos, frijoles negros y arroz con pollo.",
    emoji: "🍚",
    gradient: { type: "preset", preset: "indigo-blue" },
    position: 5,
    meta_title: "Arroces y frijoles cubanos",
    meta_description:
      "Congrí, moros y cristianos, frijoles negros dormidos y arroz con pollo: las recetas cubanas de arroces y frijoles de toda la vida.",
    meta_keywords: "arroz, frijoles negros, congrí, moros y cristianos",
  },
  {
    slug: "mariscos-y-pescados",
    name: "Mariscos y Pescados",
    description: "Lo mejor del mar que rodea la isla: enchilados, escabeches y pescados al ajillo.",
    emoji: "🦐",
    gradient: { type: "preset", preset: "blue-cyan" },
    position: 6,
    meta_title: "Mariscos y pescados a la cubana",
    meta_description:
      "Enchilado de camarones, pescado en escabeche y otras recetas cubanas de mariscos y pescados con sofrito, vino seco y limón.",
    meta_keywords: "mariscos, pescado, enchilado, camarones",
  },
  {
    slug: "sopas-y-potajes",
    name: "Sopas y Potajes",
    description: "Ajiaco, potajes de garbanzos y caldos que reconfortan en cualquier época del año.",
    emoji: "🍲",
    gradient: { type: "preset", preset: "green-emerald" },
    position: 7,
    meta_title: "Sopas y potajes cubanos",
    meta_description:
      "Ajiaco criollo, potaje de garbanzos, sopa de plátano y otros caldos cubanos espesos y sabrosos, con viandas, carnes y sofrito.",
    meta_keywords: "ajiaco, potaje, sopa cubana, garbanzos",
  },
  {
    slug: "aperitivos-y-entrantes",
    name: "Aperitivos y Entrantes",
    description: "Tostones, croquetas, papas rellenas y otros bocados para abrir el apetito.",
    emoji: "🥟",
    gradient: { type: "preset", preset: "purple-pink" },
    position: 8,
    meta_title: "Aperitivos y entrantes cubanos",
    meta_description:
      "Tostones, croquetas, papas rellenas, yuca con mojo y otros aperitivos cubanos fáciles de preparar para compartir en familia.",
    meta_keywords: "aperitivos, tostones, croquetas, papas rellenas",
  },
  {
    slug: "postres",
    name: "Postres",
    description: "Flan, arroz con leche, natilla y buñuelos: el final dulce de toda comida cubana.",
    emoji: "🍮",
    gradient: { type: "custom", from: "#f59e0b", to: "#ec4899" },
    position: 9,
    meta_title: "Postres cubanos tradicionales",
    meta_description:
      "Flan de leche, arroz con leche, natilla, pudín de pan y buñuelos en almíbar: recetas de postres cubanos de la abuela, paso a paso.",
    meta_keywords: "postres cubanos, flan, arroz con leche, natilla",
  },
  {
    slug: "bebidas-y-cocteles",
    name: "Bebidas y Cócteles",
    description: "Mojitos, batidos de frutas tropicales y el cafecito que no puede faltar.",
    emoji: "🍹",
    gradient: { type: "preset", preset: "blue-cyan" },
    position: 10,
    meta_title: "Bebidas y cócteles cubanos",
    meta_description:
      "Mojito, daiquirí, batido de mamey, guarapo y café cubano: recetas de bebidas y cócteles de la isla para cualquier momento del día.",
    meta_keywords: "mojito, daiquirí, batido, café cubano",
  },
  {
    slug: "historia-y-cultura",
    name: "Historia y Cultura",
    description:
      "Artículos sobre el origen de los platos cubanos, sus ingredientes y las costumbres alrededor de la mesa.",
    emoji: "📜",
    gradient: { type: "preset", preset: "gray" },
    position: 11,
    meta_title: "Historia y cultura de la cocina cubana",
    meta_description:
      "Artículos sobre la historia de la cocina cubana, sus raíces españolas, africanas y taínas, sus ingredientes y sus costumbres.",
    meta_keywords: "historia, cultura cubana, gastronomía, tradiciones",
  },
  {
    slug: "cocina-vegetariana",
    name: "Cocina Vegetariana",
    description: "Versiones sin carne de los clásicos cubanos. Muy pronto, nuevas recetas en esta sección.",
    emoji: "🥗",
    gradient: { type: "preset", preset: "green-emerald" },
    position: 12,
    meta_title: "Cocina cubana vegetariana",
    meta_description:
      "Recetas cubanas vegetarianas: frijoles, viandas, arroces y ensaladas de la isla preparados sin carne y con todo el sabor criollo.",
    meta_keywords: "vegetariano, cocina cubana vegetariana, viandas",
  },
];
