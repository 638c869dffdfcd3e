import type { CategoryDto, ListingDetailDto } from "../../shared/catalog-api";
import {
  handlingBusinessDays,
  returnWindowDays,
  shopCountry,
  transitBusinessDays,
} from "../../shared/delivery";
import type { MediaDto } from "../../shared/media";
import { formatMoney } from "../../shared/money";
import type { StoreInfoDto } from "../../shared/store-settings";
import { categoryName } from "../components/watch/category-name";
import type { TFunction } from "../i18n/translator";
import { htmlToPlainText } from "./html-text";

const context = "https://schema.org";

/** schema.org wants a plain decimal: formatMoney rounds; the symbol and separators go. */
function decimal(cents: number): string {
  return formatMoney(cents, "USD").replace(/[$,]/g, "");
}

function absolute(origin: string, href: string): string {
  return new URL(href, `${origin}/`).href;
}

/** Where the shop ships, as Google wants it: country codes. "Everywhere" names the shop's own country. */
function shipToCountries(store: Pick<StoreInfoDto, "shipTo">): string[] {
  return store.shipTo === "all" ? [shopCountry] : store.shipTo;
}

const days = (range: { min: number; max: number }) => ({
  "@type": "QuantitativeValue",
  minValue: range.min,
  maxValue: range.max,
  unitCode: "DAY",
});

/**
 * The shipping the shop promises (issue 13): the settings' fee (free by default), dispatch within
 * 2-3 business days and an insured courier's transit, to each country it ships to.
 */
function shippingDetails(store: Pick<StoreInfoDto, "shipTo" | "shippingFeeCents">): object {
  return {
    "@type": "OfferShippingDetails",
    shippingRate: { "@type": "MonetaryAmount", value: decimal(store.shippingFeeCents), currency: "USD" },
    shippingDestination: shipToCountries(store).map((country) => ({
      "@type": "DefinedRegion",
      addressCountry: country,
    })),
    deliveryTime: {
      "@type": "ShippingDeliveryTime",
      handlingTime: days(handlingBusinessDays),
      transitTime: days(transitBusinessDays),
    },
  };
}

/** spec: storefront §9 claims — 30-day returns, sent back by mail at no cost to the shopper. */
function returnPolicy(store: Pick<StoreInfoDto, "shipTo">): object {
  return {
    "@type": "MerchantReturnPolicy",
    applicableCountry: shipToCountries(store),
    returnPolicyCountry: shopCountry,
    returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
    merchantReturnDays: returnWindowDays,
    returnMethod: "https://schema.org/ReturnByMail",
    returnFees: "https://schema.org/FreeReturn",
  };
}

/** The rendition link previews and structured data use: the 1024 px one, else the largest there is. */
export function previewVariant(image: MediaDto) {
  return image.variants.find((variant) => variant.width >= 1024) ?? image.variants.at(-1);
}

/**
 * schema.org's ItemAvailability of the watch: in stock, reserved while another shopper's checkout
 * holds it (issue 24: it may be for sale again, so not sold out), or sold out.
 */
function offerAvailability(listing: Pick<ListingDetailDto, "isAvailable" | "reservedUntil">): string {
  if (listing.isAvailable) return "https://schema.org/InStock";
  return listing.reservedUntil ? "https://schema.org/Reserved" : "https://schema.org/SoldOut";
}

/**
 * schema.org Product + Offer for a watch page (issue 3: price, currency, availability, condition;
 * issue 13: the shipping and returns it comes with).
 */
export function productData(
  listing: ListingDetailDto,
  /** Without the settings (their read failed), the offer says nothing of shipping. */
  options: { origin: string; url: string; store?: Pick<StoreInfoDto, "shipTo" | "shippingFeeCents"> },
): object {
  const { origin, url, store } = options;
  return {
    "@context": context,
    "@type": "Product",
    name: listing.title,
    brand: { "@type": "Brand", name: listing.brand },
    model: listing.model,
    ...(listing.reference ? { sku: listing.reference, mpn: listing.reference } : {}),
    image: listing.images.flatMap((image) => {
      const variant = previewVariant(image);
      return variant ? [absolute(origin, variant.url)] : [];
    }),
    ...(listing.description ? { description: htmlToPlainText(listing.description) } : {}),
    offers: {
      "@type": "Offer",
      url,
      price: decimal(listing.priceCents),
      priceCurrency: "USD",
      availability: offerAvailability(listing),
      // A pre-owned shop: only a watch listed as new is sold as new.
      itemCondition:
        listing.condition === "new" ? "https://schema.org/NewCondition" : "https://schema.org/UsedCondition",
      ...(store
        ? { shippingDetails: shippingDetails(store), hasMerchantReturnPolicy: returnPolicy(store) }
        : {}),
    },
  };
}

/** The shop itself, for the home page: its name, address, logo, e-mail, phone and profiles. */
export function organizationData(
  store: Pick<StoreInfoDto, "contactEmail" | "contactPhone" | "whatsapp" | "social">,
  options: { origin: string; t: TFunction },
): object {
  const { origin, t } = options;
  return {
    "@context": context,
    "@type": "Organization",
    "@id": `${absolute(origin, "/")}#organization`,
    name: t("brand.name", { ns: "common" }),
    url: absolute(origin, "/"),
    logo: absolute(origin, "/favicon.svg"),
    email: store.contactEmail,
    ...(store.contactPhone || store.whatsapp ? { telephone: store.contactPhone ?? store.whatsapp } : {}),
    address: { "@type": "PostalAddress", addressCountry: shopCountry },
    ...(store.social.length > 0 ? { sameAs: store.social.map((profile) => profile.url) } : {}),
    hasMerchantReturnPolicy: returnPolicy({ shipTo: "all" }),
  };
}

/** The site and its search (the collection's `q`), for the home page. */
export function websiteData(options: { origin: string; t: TFunction; language: string }): object {
  const { origin, t, language } = options;
  return {
    "@context": context,
    "@type": "WebSite",
    name: t("brand.name", { ns: "common" }),
    url: absolute(origin, "/"),
    inLanguage: language,
    publisher: { "@id": `${absolute(origin, "/")}#organization` },
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${absolute(origin, "/watches")}?q={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
}

/**
 * Home › Watch Collection › (the category) › (the watch): the trail of a collection or watch page,
 * in the page's language.
 */
export function breadcrumbData(options: {
  origin: string;
  t: TFunction;
  category?: Pick<CategoryDto, "name" | "slug"> | null;
  watch?: { title: string; path: string };
}): object {
  const { origin, t, category, watch } = options;
  const trail = [
    { name: t("nav.home", { ns: "common" }), path: "/" },
    { name: t("collection.title", { ns: "storefront" }), path: "/watches" },
    ...(category
      ? [{ name: categoryName(t, category), path: `/watches?category=${encodeURIComponent(category.slug)}` }]
      : []),
    ...(watch ? [{ name: watch.title, path: watch.path }] : []),
  ];
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: absolute(origin, step.path),
    })),
  };
}
