/**
 * The live SEO score of the editor: recalculated 2 seconds after the last
 * change while title, content, slug and focus keyword are present, otherwise
 * 0. An answer that arrives after a newer change is dropped.
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
}

/** See the module doc. */
export function useSeoScore(fields: SeoScoreRequest): SeoScoreState {
  const [state, setState] = useState<SeoScoreState>({ result: ZERO_SCORE, pending: false });
  const latest = useRef(0);
  const key = JSON.stringify(fields);

  useEffect(() => {
    const call = ++latest.current;
    if (!seoScoreReady(fields)) {
      setState({ result: ZERO_SCORE, pending: false });
      return;
    }
    setState((current) => ({ ...current, pending: true }));
    const timer = setTimeout(() => {
      calculateSeoScore(fields)
        .then((result) => {
          if (call === latest.current) setState({ result, pending: false });
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
