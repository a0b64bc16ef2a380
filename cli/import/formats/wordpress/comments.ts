/**
 * WordPress comments of an imported post as the site's reviews (recipes) and comments (articles): approved ones
 * ("1") come in approved, held ones ("0") pending moderation; spam, trash, pingbacks and trackbacks are skipped with
 * their reason. The text becomes plain text. WP Recipe Maker's comment rating (`wprm-comment-rating`) gives a
 * recipe's review its stars; a recipe comment without one comes in as a comment without stars. An approved reply of
 * the post's author to a top-level comment becomes that comment's site reply; other replies come in as comments of
 * their own.
 */
import { decodeEntities } from "../../../../lib/text/html_text.ts";
import type { ImportComment, ImportSkipped } from "../../types.ts";
import { gmtDate, itemSource } from "./item.ts";
import type { WxrComment, WxrItem } from "./wxr.ts";

/** Longest text and name the site takes (`lib/schemas/review.ts`). */
const MAX_TEXT = 3000;
const MAX_NAME = 80;
/** Addresses the site's e-mail check accepts; others are left out (the comment is kept). */
const EMAIL = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Why a comment is never imported (spam, trash, a pingback or trackback), or null. */
export function commentSkipReason(comment: WxrComment): string | null {
  if (comment.type === "pingback" || comment.type === "trackback") {
    return `a ${comment.type}: links from other sites are not imported`;
  }
  if (comment.type && comment.type !== "comment") return `a WordPress "${comment.type}" comment: not imported`;
  if (comment.approved === "spam") return "marked as spam";
  if (comment.approved === "trash") return "in the WordPress trash";
  if (comment.approved !== "1" && comment.approved !== "0") return `unknown status "${comment.approved}"`;
  return null;
}

/** The summary's name of a comment: `export.xml#3/comment-12 (Lucía)`. */
export function commentSource(item: WxrItem, label: string, comment: WxrComment): string {
  return `${itemSource(item, label)}/comment-${comment.id || "?"}${comment.author ? ` (${comment.author})` : ""}`;
}

/** Plain text of a comment's HTML, paragraphs and line breaks kept. */
export function commentText(html: string): string {
  const text = html.replace(/<br\s*\/?>/gi, "\n").replace(/<\/p>\s*/gi, "\n\n").replace(/<[^>]*>?/g, "");
  return decodeEntities(text).replace(/\r\n?/g, "\n").replace(/[ \t]+/g, " ").replace(/ ?\n ?/g, "\n")
    .replace(/\n{3,}/g, "\n\n").trim();
}

function starsOf(comment: WxrComment): number | undefined {
  const rating = Number.parseInt(comment.meta.get("wprm-comment-rating")?.trim() ?? "", 10);
  return rating >= 1 && rating <= 5 ? rating : undefined;
}

/** What the post's comments become: comments to send once the post is saved, and skips with their reasons. */
export function commentsOf(
  item: WxrItem,
  label: string,
  options: { recipe: boolean; authorId?: string; authorName: string },
): { comments: ImportComment[]; skips: ImportSkipped[] } {
  const comments: ImportComment[] = [];
  const skips: ImportSkipped[] = [];
  const byId = new Map<string, ImportComment>();
  const skip = (comment: WxrComment, reason: string) =>
    skips.push({ kind: "skipped", label: commentSource(item, label, comment), itemKind: "comment", reason });
  for (const comment of item.comments) {
    const refused = commentSkipReason(comment);
    if (refused) {
      skip(comment, refused);
      continue;
    }
    const text = commentText(comment.content);
    if (!text) {
      skip(comment, "no text");
      continue;
    }
    if (text.length > MAX_TEXT) {
      skip(comment, `longer than the site's ${MAX_TEXT} characters`);
      continue;
    }
    let createdAt: string | null;
    try {
      createdAt = gmtDate(comment.dateGmt);
    } catch {
      createdAt = null;
    }
    if (!createdAt) {
      skip(comment, `wp:comment_date_gmt "${comment.dateGmt}" is not a date`);
      continue;
    }
    const parent = comment.parent !== "0" ? byId.get(comment.parent) : undefined;
    const byAuthor = !!options.authorId && comment.userId === options.authorId;
    if (parent && byAuthor && comment.approved === "1" && !parent.reply) {
      parent.reply = { text, author: options.authorName || comment.author, created_at: createdAt };
      skip(comment, `the post author's answer: imported as the site's reply to comment-${comment.parent}`);
      continue;
    }
    const stars = options.recipe ? starsOf(comment) : undefined;
    const email = comment.email.toLowerCase();
    const imported: ImportComment = {
      label: commentSource(item, label, comment),
      name: (comment.author || "Anónimo").slice(0, MAX_NAME),
      ...(EMAIL.test(email) && email.length <= 254 ? { email } : {}),
      ...(stars ? { stars } : {}),
      text,
      status: comment.approved === "1" ? "approved" : "pending",
      created_at: createdAt,
    };
    comments.push(imported);
    if (comment.parent === "0") byId.set(comment.id, imported);
  }
  return { comments, skips };
}
