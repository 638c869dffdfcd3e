import type { FetchedCurrency, RateSource } from "../../../shared/display-currencies";

/** One rate a daily source published: units of `currency` per US dollar, in millionths. */
export interface FetchedRate {
  currency: FetchedCurrency;
  rate: number;
  source: RateSource;
  /** The day the source published it (YYYY-MM-DD), not the day we asked. */
  date: string;
}

/** Why a source gave no rates. */
export type RateSourceFailureReason = "unavailable" | "malformed" | "timeout" | "connection";

/** Any failure of a rate source: the day's fetch records it for staff and keeps the last good rates. */
export class RateSourceError extends Error {
  override name = "RateSourceError";
  readonly status: number | undefined;

  constructor(
    readonly reason: RateSourceFailureReason,
    message: string,
    options: { cause?: unknown; status?: number } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = options.status;
  }
}

/** A daily reference-rate service (issue 30; ARCHITECTURE.md: providers are ports). */
export interface RateSourceProvider {
  /** The configured name (EXCHANGE_RATE_SOURCES), which staff see beside a failure. */
  readonly id: "ecb" | "frankfurter";
  /** Its latest rates against the US dollar; throws RateSourceError on any failure. */
  fetchRates(): Promise<FetchedRate[]>;
}
