/** Loading attributes of a public page's images: the largest on arrival first, the rest when scrolled near. */

/** The `<img>` attributes for an image loaded with `priority` (the page's LCP image), `eager`, or lazily. */
export function imageLoading(
  { eager = false, priority = false }: { eager?: boolean; priority?: boolean },
): { loading?: "lazy"; fetchpriority?: "high"; decoding: "async" | "auto" } {
  if (priority) return { fetchpriority: "high", decoding: "auto" };
  return eager ? { decoding: "async" } : { loading: "lazy", decoding: "async" };
}
