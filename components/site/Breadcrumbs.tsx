/** Breadcrumb trail ("Inicio > … > current page") as an ordered list; the last crumb is the current page. */
import type { Crumb } from "@/lib/site/crumbs.ts";

/** Renders the trail with `aria-current="page"` on the last item. */
export function Breadcrumbs({ items, light = false }: { items: Crumb[]; light?: boolean }) {
  return (
    <nav class={`breadcrumbs${light ? " breadcrumbs--light" : ""}`} aria-label="Ruta de navegación">
      <ol>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${i}-${item.label}`}>
              {last || !item.href
                ? <span aria-current={last ? "page" : undefined}>{item.label}</span>
                : <a href={item.href}>{item.label}</a>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
