import { type FacetSelection, facetNames, type ListingSort } from "./catalog-api";
import type { DisplayCurrency } from "./display-currencies";
import type { Language } from "./i18n";

/**
 * Issue 30: how a shopper hears of new matches of a saved search and of their favourites. Each
 * channel is offered only when the shop can send through it (WhatsApp needs its configuration);
 * the server says which (`AlertOptionsDto`) and refuses a choice of one it cannot send.
 */
export const alertChannels = ["email", "whatsapp"] as const;
export type AlertChannel = (typeof alertChannels)[number];

/** What the shopper chooses: one channel or both; stored as chosen, sent through those configured. */
export const alertChannelChoices = ["email", "whatsapp", "both"] as const;
export type AlertChannelChoice = (typeof alertChannelChoices)[number];

/** The channels a choice sends through. */
export function channelsOf(choice: AlertChannelChoice): AlertChannel[] {
  return choice === "both" ? ["email", "whatsapp"] : [choice];
}

/** Instant: a mail as soon as the job finds a match; daily: one digest a day of the day's matches. */
export const alertFrequencies = ["instant", "daily"] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

export const savedSearchLimits = {
  /** Saved searches one account, or one guest address, may keep. */
  perOwner: 30,
  /** How long a guest's confirmation link works; an unconfirmed search is then forgotten. */
  confirmDays: 7,
} as const;

/** The hour of the shop's day (Kuwait time) from which the daily digests go out. */
export const digestHour = 8;

/**
 * A saved collection search: its words and filters exactly as the collection's query holds them
 * (catalog-api.ts `ListingQuery`), without the page's cursor and size.
 */
export interface SavedSearchQuery extends FacetSelection {
  q?: string;
  category?: string;
  sort: ListingSort;
}

/**
 * The search as the collection's URL writes it (`/watches?q=...&brand=rolex,omega`), each facet's
 * values in order so one search has one spelling: the link in every alert, and with `sort` left
 * out, the key that makes a search saved once per owner.
 */
export function savedSearchParams(query: SavedSearchQuery, options: { withSort?: boolean } = {}): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category) params.set("category", query.category);
  for (const facet of facetNames) {
    const values = [...query[facet]].sort();
    if (values.length > 0) params.set(facet, values.join(","));
  }
  if (options.withSort !== false && query.sort !== "newest") params.set("sort", query.sort);
  return params.toString();
}

/** The key of a search: what it finds, whatever order the results come in. */
export const savedSearchKey = (query: SavedSearchQuery) => savedSearchParams(query, { withSort: false });

/** A saved search as its owner's alerts page lists it. */
export interface SavedSearchDto {
  id: string;
  query: SavedSearchQuery;
  channel: AlertChannelChoice;
  frequency: AlertFrequency;
  language: Language;
  /** The currency its alerts show prices in: the one the shopper read when saving it. */
  displayCurrency: DisplayCurrency;
  createdAt: string;
}

/** The channels the shop can send alerts through now (WhatsApp only once configured). */
export interface AlertOptionsDto {
  channels: AlertChannel[];
}

/** An account's choice about its favourites (asked on the favourites, never on by default). */
export interface FavoriteAlertSettingsDto {
  isOn: boolean;
  channel: AlertChannelChoice;
}

/** What a link from an alert e-mail is about, shown before its one button is pressed. */
export type AlertLinkDto =
  | { kind: "search"; query: SavedSearchQuery | null; isConfirmed: boolean }
  | { kind: "favorites"; isOn: boolean };
