import type { IdentificationAnswer } from "./identification-prompt";

/** What the AI provider is told about a listing; the specification keys are the spec's (§3). */
export interface ListingDescriptionInput {
  brand: string;
  model: string;
  reference?: string | null;
  year?: number | null;
  /** Integer US cents; accepted for the spec's call shape (§7), not written into the text. */
  priceCents?: number | null;
  specifications: Record<string, string>;
  /** The free-text values in Arabic that staff (or an earlier answer) gave, by key (issue 24). */
  specificationsAr?: Record<string, string>;
  /** Staff confirmed the photographs show this very watch: the Photography note may say so. */
  photosOfThisWatch?: boolean;
}

/** A listing description as allow-listed HTML in the spec's structured sections (§2), per language. */
export interface ListingDescription {
  en: string;
  ar: string;
  /** The free-text specification values in Arabic the writer knows, by key (issue 24). */
  specificationsAr: Record<string, string>;
}

/**
 * What the AI provider is told to write Instagram posts from. The prices are ours, formatted
 * (shared/instagram-posts.ts postPrices), so the model quotes them and never works one out.
 */
export interface InstagramPostsInput {
  title: string;
  brand: string | null;
  model: string | null;
  reference: string | null;
  year: number | null;
  specifications: Record<string, string>;
  prices: { usd: string; kwd: string };
}

/** spec: storefront §3 — the generated post response. */
export interface InstagramPosts {
  arabicPost: string;
  englishPost: string;
}

/**
 * What to identify (issue 12): a photo (a JPEG at most 1024 px a side, see analysis) or the
 * details a reseller typed, or both.
 */
export interface WatchIdentificationInput {
  photoJpeg?: Uint8Array;
  typed?: { brand: string; model: string; reference: string | null };
}

/** The model's identification: candidates, never a price (identification-prompt.ts). */
export type WatchIdentification = IdentificationAnswer;

/** Why an AI call gave nothing usable; the reason is what the log line says. */
export type AiFailureReason =
  | "timeout"
  | "status"
  | "connection"
  | "malformed"
  | "schema-invalid"
  | "refused"
  | "unverified-price";

/** Any failure of the AI provider: callers fall back to what they can compose themselves. */
export class AiProviderError extends Error {
  override name = "AiProviderError";
  /** The HTTP status the endpoint answered, when it answered one. */
  readonly status: number | undefined;

  constructor(
    readonly reason: AiFailureReason,
    message: string,
    options?: { cause?: unknown; status?: number },
  ) {
    super(message, { cause: options?.cause });
    this.status = options?.status;
  }
}

/** A language model behind one interface (ARCHITECTURE.md: providers are ports). */
export interface AiProvider {
  readonly kind: "openai";
  /** Writes the description in English and in natural Arabic; throws AiProviderError on any failure. */
  generateListingDescription(input: ListingDescriptionInput): Promise<ListingDescription>;
  /**
   * Writes an English (USD) and an Arabic (KWD) Instagram caption quoting exactly the prices given;
   * throws AiProviderError on any failure, a post without its price or with another one included.
   */
  generateInstagramPosts(input: InstagramPostsInput): Promise<InstagramPosts>;
  /** Names the watch in a photo or typed details, up to three candidates; throws AiProviderError. */
  identifyWatch(input: WatchIdentificationInput): Promise<WatchIdentification>;
}
