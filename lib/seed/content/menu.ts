/** Demo navigation: home, a recipes dropdown with the main categories, all categories, and contact. */
import type { DemoMenuItem } from "../types.ts";

/** Menu of the demo site. */
export const demoMenu: DemoMenuItem[] = [
  { label: "Inicio", url: "/" },
  {
    label: "Recetas",
    url: "/categorias",
    has_dropdown: true,
    dropdown_position: "left",
    children: [
      { label: "Platos Principales", url: "/categoria/platos-principales" },
      { label: "Carnes", url: "/categoria/carnes" },
      { label: "Arroces y Frijoles", url: "/categoria/arroces-y-frijoles" },
      { label: "Mariscos y Pescados", url: "/categoria/mariscos-y-pescados" },
      { label: "Sopas y Potajes", url: "/categoria/sopas-y-potajes" },
      { label: "Aperitivos y Entrantes", url: "/categoria/aperitivos-y-entrantes" },
      { label: "Postres", url: "/categoria/postres" },
      { label: "Bebidas y Cócteles", url: "/categoria/bebidas-y-cocteles" },
    ],
  },
  { label: "Categorías", url: "/categorias" },
  { label: "Contacto", url: "/contacto" },
];
