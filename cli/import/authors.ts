/**
 * The source's authors. By default each post only shows its author's display name and the author is reported as
 * skipped with that reason. With `--authors=create` each author is found among the site's users (by e-mail, else a
 * user named as the author's login) or added as one, and their posts belong to that user (with `--update`, the
 * posts already on the site too: they are re-attributed): an added user gets the site's least-privileged writing
 * role and is created deactivated, with a password nobody is told, so nobody can sign in as them until an admin
 * activates the account and resets its password.
 */
import type { Api } from "../lib/api.ts";
import { describeError } from "../lib/errors.ts";
import type { ImportAuthor, ImportResult } from "./types.ts";
import type { SiteUser } from "../lib/site.ts";

/** What `--authors` does with the source's authors. */
export type AuthorsMode = "name" | "create";

/**
 * Role of an added author: every role but admin has the same rights (writing content, `lib/auth/access.ts`),
 * and "editor" is the one the site names.
 */
export const AUTHOR_ROLE = "editor";

/** Why an author is skipped without `--authors=create`. */
export const NAME_ONLY_REASON = "shown by name on their posts (--authors=create makes them users of the site)";

/** Finds or adds the users of the source's authors and tells each post's author by login. */
export class AuthorResolver {
  #users: Promise<SiteUser[]> | null = null;
  #outcomes = new Map<string, Promise<ImportResult>>();

  constructor(readonly api: Api, readonly mode: AuthorsMode, readonly dryRun: boolean) {}

  /** The outcome of an author entry; the user id of its login is known to {@link idFor} once it settles. */
  add(entry: ImportAuthor): Promise<ImportResult> {
    const outcome = this.#resolve(entry);
    this.#outcomes.set(entry.login, outcome);
    return outcome;
  }

  /**
   * The user id of the posts of author `login`, new and already on the site alike (undefined: a new post is the
   * importing user's, an existing one keeps its author).
   */
  async idFor(login: string | undefined): Promise<string | undefined> {
    if (this.mode !== "create" || !login) return undefined;
    return (await this.#outcomes.get(login))?.id;
  }

  /** True when a dry run would add a user for author `login` (whose id it cannot know). */
  async wouldAdd(login: string | undefined): Promise<boolean> {
    if (!this.dryRun || this.mode !== "create" || !login) return false;
    return (await this.#outcomes.get(login))?.result === "created";
  }

  async #resolve(entry: ImportAuthor): Promise<ImportResult> {
    const base = { label: entry.login, slug: "", kind: "author" };
    if (this.mode !== "create") return { ...base, result: "skipped", reason: NAME_ONLY_REASON };
    try {
      this.#users ??= this.api.get<{ users: SiteUser[] }>("/api/users").then((answer) => answer.users);
      const users = await this.#users;
      const email = entry.email.toLowerCase();
      const byEmail = email ? users.find((user) => user.email.toLowerCase() === email) : undefined;
      const byLogin = users.find((user) => user.name.toLowerCase() === entry.login.toLowerCase());
      const found = byEmail ?? byLogin;
      if (found) {
        const how = byEmail ? "e-mail" : "name as the login";
        return {
          ...base,
          result: "skipped",
          id: found.id,
          reason: `already a user of the site (same ${how}): their posts are attributed to them`,
        };
      }
      if (!email) {
        return { ...base, result: "skipped", reason: "no e-mail in the export: their posts show their name only" };
      }
      if (this.dryRun) return { ...base, result: "created" };
      const added = await this.api.post<{ user: SiteUser }>("/api/admin/users", {
        name: entry.name.slice(0, 100),
        email,
        role: AUTHOR_ROLE,
        active: false,
      });
      return { ...base, result: "created", id: added.user.id };
    } catch (error) {
      return { ...base, result: "failed", reason: describeError(error) };
    }
  }
}
