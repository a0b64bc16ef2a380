/**
 * A budget per client address: each address holds up to `burst` tokens and regains `perSecond` a second; a request
 * that spends one when none is left is refused. At most `maxAddresses` are
 * remembered (the oldest forgotten first, which only forgives it), so a flood from many addresses cannot grow memory
 * without limit.
 */

/** Bounds of {@link AddressBudget}. */
export interface AddressBudgetOptions {
  /** Tokens regained per second; 0 turns the budget off (nothing is refused). */
  perSecond: number;
  /** Most tokens an address holds (default four seconds' worth, at least 1). */
  burst?: number;
  /** Addresses remembered at most (default 10,000). */
  maxAddresses?: number;
  /** The clock, in milliseconds (`performance.now` unless a test injects one). */
  now?: () => number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Per-address token buckets (see the module doc). */
export class AddressBudget {
  private readonly buckets = new Map<string, Bucket>();
  private readonly burst: number;
  private readonly maxAddresses: number;
  private readonly now: () => number;

  constructor(private readonly options: AddressBudgetOptions) {
    this.burst = Math.max(1, options.burst ?? options.perSecond * 4);
    this.maxAddresses = options.maxAddresses ?? 10_000;
    this.now = options.now ?? (() => performance.now());
  }

  /** Addresses remembered now. */
  get size(): number {
    return this.buckets.size;
  }

  /** True when `address` has a token to spend (none is spent). */
  allows(address: string): boolean {
    return this.options.perSecond <= 0 || this.refill(address).tokens >= 1;
  }

  /** Spends a token of `address` (to zero at least); false when it had none to spend. */
  spend(address: string): boolean {
    if (this.options.perSecond <= 0) return true;
    const bucket = this.refill(address);
    const had = bucket.tokens >= 1;
    bucket.tokens = Math.max(0, bucket.tokens - 1);
    return had;
  }

  /** The bucket of `address` with what it regained since it was last seen. */
  private refill(address: string): Bucket {
    const now = this.now();
    let bucket = this.buckets.get(address);
    if (!bucket) {
      if (this.buckets.size >= this.maxAddresses) this.buckets.delete(this.buckets.keys().next().value!);
      bucket = { tokens: this.burst, at: now };
      this.buckets.set(address, bucket);
      return bucket;
    }
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.options.perSecond);
    bucket.at = now;
    return bucket;
  }
}
