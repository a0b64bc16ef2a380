/** Body of PUT /api/admin/posts/{id}/categories. */
import { z } from "zod";
import { CategoryIdsInputSchema } from "./post.ts";

/** `{ category_ids }`: the post's new category ids (duplicates dropped). */
export const PostCategoriesInputSchema = z.object({ category_ids: CategoryIdsInputSchema });
