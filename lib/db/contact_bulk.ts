/** Bulk actions of the contact inbox: one flag change or deletion per message, each its own atomic write. */
import { deleteContactMessage, setContactMessageFlags } from "./contact.ts";
import { NotFoundError } from "../errors.ts";
import type { BulkAction, MessageFlags } from "../schemas/contact_inbox.ts";

const FLAGS: Record<Exclude<BulkAction, "delete">, MessageFlags> = {
  read: { read: true },
  unread: { read: false },
  handled: { handled: true },
  unhandled: { handled: false },
};

/** What a bulk action did: the ids it applied to and those that no longer exist. */
export interface BulkResult {
  done: string[];
  missing: string[];
}

/** Applies `action` to each of `ids` in turn (duplicates once); unknown ids are reported, not fatal. */
export async function applyContactBulk(kv: Deno.Kv, action: BulkAction, ids: readonly string[]): Promise<BulkResult> {
  const result: BulkResult = { done: [], missing: [] };
  for (const id of new Set(ids)) {
    try {
      if (action === "delete") await deleteContactMessage(kv, id);
      else await setContactMessageFlags(kv, id, FLAGS[action]);
      result.done.push(id);
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
      result.missing.push(id);
    }
  }
  return result;
}
