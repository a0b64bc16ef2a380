/** Drops keys whose value is `undefined` (a parsed patch: absent fields stay unchanged). */
export function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
