/**
 * Matching and scoring over MiniSearch's own index without building a result per matching post.
 *
 * MiniSearch's `search` builds a result object (score, terms, fields matched) for every posting of every query word,
 * combines them and sorts them all: at 10,000 posts a word found in most of them cost tens of milliseconds, although
 * a page shows a dozen. Here the same index (its terms, postings, field lengths: MiniSearch 7.2's internals, pinned in
 * `deno.json`) is read directly: the posts holding every word are found rarest word first as sets of numbers, the
 * caller filters and counts them, and only the posts that remain are scored, with MiniSearch's formula (BM25 with its
 * default parameters, its prefix and typo weights, field boosts, the query-term count factor), so the ranking is the
 * one `search` gives (`ranked_match_test.ts` compares them).
 */
import type MiniSearch from "minisearch";

/** Postings of one term: field number → post number → occurrences. */
type FieldPostings = Map<number, Map<number, number>>;

/** The parts of a MiniSearch 7.2 instance read here and by the saved index (`index_snapshot.ts`). */
export interface EngineInternals {
  _index: Iterable<[string, FieldPostings]> & {
    get(term: string): FieldPostings | undefined;
    atPrefix(prefix: string): Iterable<[string, FieldPostings]>;
    fuzzyGet(term: string, maxDistance: number): Map<string, [FieldPostings, number]>;
    set(term: string, postings: FieldPostings): unknown;
    readonly size: number;
  };
  _storedFields: Map<number, unknown>;
  _dirtCount: number;
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _documentCount: number;
  _documentIds: Map<number, unknown>;
  _idToShortId: Map<unknown, number>;
  /** One more than the largest internal post number given so far. */
  _nextId: number;
}

/** MiniSearch's defaults: BM25 parameters and the weights of prefix and typo matches. */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
/** Progress of a post refused (removed, or not accepted): never reached by any stage. */
const REFUSED = 0xffff;

/** How one query word is matched. */
export interface TermSpec {
  term: string;
  /** Words beginning with `term` match too. */
  prefix: boolean;
  /** Words this many edits away match too (0: none). */
  fuzzy: number;
}

/** One index word a query word matched, with its weight. */
interface Expansion {
  term: string;
  weight: number;
  postings: FieldPostings;
}

/** What a match needs: the fields searched with their boosts. */
export interface MatchOptions {
  boosts: Readonly<Record<string, number>>;
}

/** The posts holding every query word, as MiniSearch's internal numbers, and how to score and explain them. */
export interface Matched {
  /** Internal numbers of the matching posts, in no particular order. */
  ids: number[];
  /** The post id of an internal number. */
  idOf(n: number): string;
  /** Scores of `ids` (any subset), as MiniSearch's `search` would give them. */
  score(ids: readonly number[]): Float64Array;
  /** The index words post `n` matched (for highlighting). */
  termsOf(n: number): string[];
}

/** The post id of MiniSearch's internal post number `n` in `engine`. */
export function postIdOf<T>(engine: MiniSearch<T>, n: number): string {
  return String((engine as unknown as EngineInternals)._documentIds.get(n));
}

/** The internals of `engine` (MiniSearch 7.2, pinned). */
export function engineInternals<T>(engine: MiniSearch<T>): EngineInternals {
  return engine as unknown as EngineInternals;
}

/** MiniSearch's internal post number of post `id` in `engine`, if indexed. */
export function postNumberOf<T>(engine: MiniSearch<T>, id: string): number | undefined {
  return (engine as unknown as EngineInternals)._idToShortId.get(id);
}

/**
 * A test of whether post number `n` of `engine` holds every one of `terms` in `field`: as a word, or for a term of
 * `prefixFrom` letters or more, as a word's beginning. Read from the postings once, as a mark per post number.
 */
export function holdsAll<T>(
  engine: MiniSearch<T>,
  field: string,
  terms: readonly string[],
  prefixFrom: number,
): (n: number) => boolean {
  const index = engine as unknown as EngineInternals;
  const fieldId = index._fieldIds[field];
  const wanted = [...new Set(terms)];
  // reached[n] = how many of `wanted` post n holds, counted in order (a word matched twice counts once).
  const reached = new Uint8Array(index._nextId);
  for (let stage = 0; stage < wanted.length && stage < 255; stage++) {
    const term = wanted[stage];
    const lists = term.length >= prefixFrom
      ? [...index._index.atPrefix(term)].map(([, postings]) => postings)
      : [index._index.get(term)];
    for (const postings of lists) {
      const docs = postings?.get(fieldId);
      if (!docs) continue;
      for (const n of docs.keys()) if (reached[n] === stage) reached[n] = stage + 1;
    }
  }
  const all = Math.min(wanted.length, 255);
  return (n) => reached[n] === all;
}

/**
 * The posts of `engine` holding every one of `specs` in one of the searched fields (AND), among those `accept`
 * lets through (by internal post number, asked once per post). No result object is built: a post's progress is a number in a typed array indexed by
 * MiniSearch's internal post number.
 */
export function matchAll<T>(
  engine: MiniSearch<T>,
  specs: readonly TermSpec[],
  options: MatchOptions,
  accept?: (n: number) => boolean,
): Matched {
  const index = engine as unknown as EngineInternals;
  const fields = Object.keys(options.boosts).map((field) => ({
    id: index._fieldIds[field],
    boost: options.boosts[field],
  }));
  const expanded = specs.map((spec) => expand(index, spec));
  const size = (list: Expansion[]) => {
    let total = 0;
    for (const { postings } of list) for (const field of fields) total += postings.get(field.id)?.size ?? 0;
    return total;
  };
  const order = expanded.map((list, i) => ({ i, size: size(list) })).sort((a, b) => a.size - b.size)
    .slice(0, REFUSED - 1);
  const idOf = (n: number) => String(index._documentIds.get(n));
  // reached[n] = how many words (rarest first) post n holds so far; only posts holding all before count on.
  const reached = scratch.reached = sized(scratch.reached, index._nextId);
  let ids: number[] = [];
  for (let stage = 0; stage < order.length; stage++) {
    const next: number[] = [];
    for (const { postings } of expanded[order[stage].i]) {
      for (const field of fields) {
        const docs = postings.get(field.id);
        if (!docs) continue;
        for (const n of docs.keys()) {
          if (reached[n] !== stage) continue;
          if (stage === 0 && (!index._documentIds.has(n) || (accept && !accept(n)))) {
            reached[n] = REFUSED; // not asked again for its other fields
            continue;
          }
          reached[n] = stage + 1;
          next.push(n);
        }
      }
    }
    ids = next;
    if (!ids.length) break;
  }
  const distinct = new Set(specs.map((spec) => spec.term)).size;
  return {
    ids,
    idOf,
    score: (wanted) => scoreOf(index, expanded, fields, wanted, distinct),
    termsOf: (n) => {
      const terms = new Set<string>();
      for (const list of expanded) {
        for (const { term, postings } of list) {
          if (fields.some((field) => postings.get(field.id)?.has(n))) terms.add(term);
        }
      }
      return [...terms];
    },
  };
}

/** The index words `spec` matches: itself, then words it begins, then words a typo away, as MiniSearch orders them. */
function expand(index: EngineInternals, spec: TermSpec): Expansion[] {
  const out: Expansion[] = [];
  const exact = index._index.get(spec.term);
  if (exact) out.push({ term: spec.term, weight: 1, postings: exact });
  const fuzzy = spec.fuzzy ? index._index.fuzzyGet(spec.term, spec.fuzzy) : null;
  if (spec.prefix) {
    for (const [term, postings] of index._index.atPrefix(spec.term)) {
      const distance = term.length - spec.term.length;
      if (!distance) continue;
      fuzzy?.delete(term);
      out.push({ term, weight: PREFIX_WEIGHT * term.length / (term.length + 0.3 * distance), postings });
    }
  }
  if (fuzzy) {
    for (const [term, [postings, distance]] of fuzzy) {
      if (!distance) continue;
      out.push({ term, weight: FUZZY_WEIGHT * term.length / (term.length + distance), postings });
    }
  }
  return out;
}

/**
 * Work arrays indexed by internal post number, kept between searches (a search runs synchronously, so one at a time):
 * allocating them per search made garbage collections in the slowest searches.
 */
const scratch = {
  reached: new Uint16Array(0),
  wanted: new Uint8Array(0),
  total: new Float64Array(0),
  part: new Float64Array(0),
};

/** `array` zeroed if it holds `size` entries, else a new zeroed one of at least `size` (grown by half). */
function sized<A extends Uint8Array | Uint16Array | Float64Array>(array: A, size: number): A {
  if (array.length >= size) return array.fill(0) as A;
  const Kind = array.constructor as new (length: number) => A;
  return new Kind(Math.max(size, Math.ceil(array.length * 1.5)));
}

/** Field lengths by field number then post number, filled up to `upTo` (a post number is never given twice). */
interface LengthTable {
  upTo: number;
  byField: Float64Array[];
}

const lengthTables = new WeakMap<EngineInternals, LengthTable>();

/**
 * MiniSearch's field lengths of every post as one array per field, extended with the posts added since the last call:
 * a post's lengths never change once it is added (a changed post is added again under a new number).
 */
function fieldLengths(index: EngineInternals, fieldCount: number): Float64Array[] {
  let table = lengthTables.get(index);
  if (!table) lengthTables.set(index, table = { upTo: 0, byField: [] });
  if (table.upTo >= index._nextId) return table.byField;
  for (let f = 0; f < fieldCount; f++) {
    const old = table.byField[f] ?? new Float64Array(0);
    if (old.length < index._nextId) {
      table.byField[f] = new Float64Array(Math.max(index._nextId, Math.ceil(old.length * 1.5)));
      table.byField[f].set(old);
    }
  }
  for (let n = table.upTo; n < index._nextId; n++) {
    const lengths = index._fieldLength.get(n);
    if (lengths) { for (let f = 0; f < fieldCount; f++) table.byField[f][n] = lengths[f] ?? 0; }
  }
  table.upTo = index._nextId;
  return table.byField;
}

/** Scores of `ids` in their order: per query word, the sum over its index words and fields, then summed. */
function scoreOf(
  index: EngineInternals,
  expanded: Expansion[][],
  fields: { id: number; boost: number }[],
  ids: readonly number[],
  distinct: number,
): Float64Array {
  const wanted = scratch.wanted = sized(scratch.wanted, index._nextId);
  const total = scratch.total = sized(scratch.total, index._nextId);
  const part = scratch.part = sized(scratch.part, index._nextId);
  const lengths = fieldLengths(index, Object.keys(index._fieldIds).length);
  const { k, b, d } = BM25;
  for (const n of ids) wanted[n] = 1;
  for (const list of expanded) {
    for (const n of ids) part[n] = 0;
    for (const { weight, postings } of list) {
      for (const field of fields) {
        const docs = postings.get(field.id);
        if (!docs) continue;
        const length = lengths[field.id];
        const idf = Math.log(1 + (index._documentCount - docs.size + 0.5) / (docs.size + 0.5));
        // weight·boost·idf·(d + f(k+1) / (f + k(1 − b + b·length/average)))
        const factor = weight * field.boost * idf,
          constant = k * (1 - b),
          perLength = k * b / index._avgFieldLength[field.id];
        if (docs.size < ids.length) {
          for (const [n, frequency] of docs) {
            if (wanted[n]) {
              part[n] += factor * (d + frequency * (k + 1) / (frequency + constant + perLength * length[n]));
            }
          }
        } else {
          for (const n of ids) {
            const frequency = docs.get(n);
            if (frequency !== undefined) {
              part[n] += factor * (d + frequency * (k + 1) / (frequency + constant + perLength * length[n]));
            }
          }
        }
      }
    }
    for (const n of ids) total[n] += part[n];
  }
  const scores = new Float64Array(ids.length);
  for (let i = 0; i < ids.length; i++) scores[i] = total[ids[i]] * distinct;
  return scores;
}
