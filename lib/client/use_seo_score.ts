/**
 * The live SEO score of the editor: recalculated 2 seconds after the last
 * change while title, content, slug and focus keyword are present, otherwise
 * 0. An answer that arrives after a newer change is dropped. `failing` lists
 * the failed checks' ids while the result is the analysis of the fields as
 * they are (null while waiting, after a failure or without the fields).
 */
import { useEffect, useRef, useState } from "react";
import { failureMessage, isUnauthorized } from "./api.ts";
import { calculateSeoScore, SEO_SCORE_DELAY_MS, SEO_SCORE_FAILED, seoScoreReady, ZERO_SCORE } from "./seo_score.ts";
import type { SeoScoreRequest, SeoScoreResponse } from "../schemas/seo_score.ts";

/** What the score panel shows. */
export interface SeoScoreState {
  result: SeoScoreResponse;
  /** True while waiting for the delay or the answer. */
  pending: boolean;
  error?: string;
  /** Ids of the checks the current analysis failed; null when no analysis of the current fields is at hand. */
  failing: readonly string[] | null;
}

/** The state without an analysis of the current fields. */
const NO_SCORE: SeoScoreState = { result: ZERO_SCORE, pending: false, failing: null };

/** See the module doc. */
export function useSeoScore(fields: SeoScoreRequest): SeoScoreState {
  const [state, setState] = useState<SeoScoreState>(NO_SCORE);
  const latest = useRef(0);
  const key = JSON.stringify(fields);

  useEffect(() => {
    const call = ++latest.current;
    if (!seoScoreReady(fields)) {
      setState(NO_SCORE);
      return;
    }
    setState((current) => ({ ...current, pending: true, failing: null }));
    const timer = setTimeout(() => {
      calculateSeoScore(fields)
        .then((result) => {
          if (call !== latest.current) return;
          setState({ result, pending: false, failing: result.issues.map((issue) => issue.id) });
        })
        .catch((error) => {
          if (call !== latest.current || isUnauthorized(error)) return;
          const message = failureMessage(error, SEO_SCORE_FAILED);
          setState((current) => ({ ...current, pending: false, error: message }));
        });
    }, SEO_SCORE_DELAY_MS);
    return () => clearTimeout(timer);
    // The fields are compared by value through `key`.
  }, [key]);

  return state;
}
