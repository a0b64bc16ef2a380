/**
 * The frame of an admin page: the document title ('Posts | Recetas Cubanas Admin') and the page's `<h1>`, bare or in
 * the `.page-head` bar with the page's own actions beside it, then the page's content.
 */
import type { ComponentChildren } from "preact";
import { Head } from "@/lib/fresh/head.ts";

/** Props of {@link AdminPage}. */
export interface AdminPageProps {
  /** The page's name in the document title. */
  title: string;
  /** Text of the `<h1>`; none when the page's island draws its own. */
  heading?: string;
  /** Puts the heading in the `.page-head` bar (implied by `actions`). */
  pageHead?: boolean;
  /** Links or buttons in the `.page-head` bar after the heading. */
  actions?: ComponentChildren;
  /** Asks search engines not to index the page. */
  noindex?: boolean;
  children?: ComponentChildren;
}

/** See the module doc. */
export function AdminPage({ title, heading, pageHead, actions, noindex, children }: AdminPageProps) {
  const h1 = heading !== undefined && <h1>{heading}</h1>;
  return (
    <>
      <Head>
        <title>{`${title} | Recetas Cubanas Admin`}</title>
        {noindex && <meta name="robots" content="noindex, nofollow" />}
      </Head>
      {pageHead || actions ? <div class="page-head">{h1}{actions}</div> : h1}
      {children}
    </>
  );
}
