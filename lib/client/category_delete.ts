/** The confirmation text of a category deletion: what happens to its sub-categories, posts and menu links. */

/** What a deletion affects. */
export interface DeleteImpact {
  name: string;
  subcategories: number;
  posts: number;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The message of the delete confirmation for `impact`. */
export function deleteCategoryMessage({ name, subcategories, posts }: DeleteImpact): string {
  const parts = [`Delete the category "${name}"?`];
  if (subcategories) {
    parts.push(`Its ${plural(subcategories, "sub-category", "sub-categories")} will become top-level categories.`);
  }
  parts.push(
    posts
      ? `${plural(posts, "post", "posts")} will lose this category (the posts themselves are kept).`
      : "No posts use it.",
  );
  parts.push("Menu links to it are removed and its redirects are deleted. This cannot be undone.");
  return parts.join(" ");
}
