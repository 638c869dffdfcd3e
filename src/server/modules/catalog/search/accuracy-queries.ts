/**
 * The accuracy set of issue 26, "search that shoppers in the Gulf can use": a catalogue and the
 * queries shoppers type into it, each with every listing of the catalogue a good search returns
 * for it. `search-accuracy.test.ts` seeds the catalogue and measures recall over these queries.
 */
import type { Condition } from "../../../../shared/catalog";
import { normaliseSearchText, toReferenceKey, wordTokens } from "../../../../shared/search-text";

/** The demo shop's category slugs (src/server/demo/catalog-data.ts). */
export type AccuracyCategory = "luxury" | "sports" | "dress" | "diver" | "chronograph" | "gmt";

export interface AccuracyListing {
  slug: string;
  brand: string;
  model: string;
  reference: string;
  title: string;
  categorySlug: AccuracyCategory;
  condition: Condition;
}

/** What the query tries: script, spelling, a reference, a nickname, a category or a condition word. */
export type AccuracyQueryKind =
  | "arabic"
  | "transliterated"
  | "misspelt"
  | "reference"
  | "nickname"
  | "english"
  | "category"
  | "condition";

export interface AccuracyQuery {
  q: string;
  /** The slug of every listing a good search returns for `q`: recall is measured over them. */
  find: string[];
  kind: AccuracyQueryKind;
}

type Row = [
  slug: string,
  brand: string,
  model: string,
  reference: string,
  title: string,
  AccuracyCategory,
  Condition,
];

// Titles do not always repeat the reference or the nickname: a nickname must be found through the
// reference it stands for, not because the seller happened to write it.
const rows: Row[] = [
  [
    "rolex-submariner-date-126610ln",
    "Rolex",
    "Submariner Date",
    "126610LN",
    "Rolex Submariner Date 126610LN",
    "diver",
    "excellent",
  ],
  [
    "rolex-submariner-date-116610lv",
    "Rolex",
    "Submariner Date",
    "116610LV",
    "Rolex Submariner Date Green Dial",
    "diver",
    "very-good",
  ],
  [
    "rolex-submariner-date-16610lv",
    "Rolex",
    "Submariner Date",
    "16610LV",
    "Rolex Submariner Date 50th Anniversary",
    "diver",
    "good",
  ],
  [
    "rolex-submariner-date-126610lv",
    "Rolex",
    "Submariner Date",
    "126610LV",
    "Rolex Submariner Date Green Bezel",
    "diver",
    "like-new",
  ],
  [
    "rolex-submariner-date-116619lb",
    "Rolex",
    "Submariner Date",
    "116619LB",
    "Rolex Submariner Date White Gold Blue Dial",
    "diver",
    "excellent",
  ],
  [
    "rolex-submariner-date-116613lb",
    "Rolex",
    "Submariner Date",
    "116613LB",
    "Rolex Submariner Date Two-Tone Blue",
    "diver",
    "good",
  ],
  [
    "rolex-sea-dweller-126600",
    "Rolex",
    "Sea-Dweller",
    "126600",
    "Rolex Sea-Dweller 43mm",
    "diver",
    "like-new",
  ],
  [
    "rolex-gmt-master-ii-126710blro",
    "Rolex",
    "GMT-Master II",
    "126710BLRO",
    "Rolex GMT-Master II Jubilee",
    "gmt",
    "excellent",
  ],
  [
    "rolex-gmt-master-ii-116719blro",
    "Rolex",
    "GMT-Master II",
    "116719BLRO",
    "Rolex GMT-Master II White Gold",
    "gmt",
    "very-good",
  ],
  [
    "rolex-gmt-master-ii-126710blnr",
    "Rolex",
    "GMT-Master II",
    "126710BLNR",
    "Rolex GMT-Master II Oyster Bracelet",
    "gmt",
    "like-new",
  ],
  [
    "rolex-gmt-master-ii-16710",
    "Rolex",
    "GMT-Master II",
    "16710",
    "Rolex GMT-Master II Red and Blue Bezel",
    "gmt",
    "fair",
  ],
  ["rolex-gmt-master-ii-16760", "Rolex", "GMT-Master II", "16760", "Rolex GMT-Master II 1985", "gmt", "good"],
  [
    "rolex-gmt-master-ii-126711chnr",
    "Rolex",
    "GMT-Master II",
    "126711CHNR",
    "Rolex GMT-Master II Everose Rolesor",
    "gmt",
    "excellent",
  ],
  [
    "rolex-gmt-master-ii-126720vtnr",
    "Rolex",
    "GMT-Master II",
    "126720VTNR",
    "Rolex GMT-Master II Left-Handed",
    "gmt",
    "new",
  ],
  [
    "rolex-cosmograph-daytona-116500ln",
    "Rolex",
    "Cosmograph Daytona",
    "116500LN",
    "Rolex Cosmograph Daytona White Dial",
    "chronograph",
    "excellent",
  ],
  [
    "rolex-cosmograph-daytona-126500ln",
    "Rolex",
    "Cosmograph Daytona",
    "126500LN",
    "Rolex Cosmograph Daytona Black Dial",
    "chronograph",
    "new",
  ],
  [
    "rolex-datejust-41-126334",
    "Rolex",
    "Datejust 41",
    "126334",
    "Rolex Datejust 41 Fluted Bezel",
    "luxury",
    "very-good",
  ],
  [
    "rolex-lady-datejust-279173",
    "Rolex",
    "Lady-Datejust 28",
    "279173",
    "Rolex Lady-Datejust 28 Two-Tone",
    "luxury",
    "very-good",
  ],
  [
    "rolex-day-date-40-228238",
    "Rolex",
    "Day-Date 40",
    "228238",
    "Rolex Day-Date 40 Yellow Gold",
    "luxury",
    "excellent",
  ],
  ["rolex-explorer-224270", "Rolex", "Explorer", "224270", "Rolex Explorer 40", "sports", "good"],
  [
    "rolex-yacht-master-40-126622",
    "Rolex",
    "Yacht-Master 40",
    "126622",
    "Rolex Yacht-Master 40 Rolesium",
    "sports",
    "very-good",
  ],
  [
    "omega-speedmaster-moonwatch-310-30-42-50-01-001",
    "Omega",
    "Speedmaster Moonwatch Professional",
    "310.30.42.50.01.001",
    "Omega Speedmaster Moonwatch Professional",
    "chronograph",
    "excellent",
  ],
  [
    "omega-seamaster-diver-300m-210-30-42-20-03-001",
    "Omega",
    "Seamaster Diver 300M",
    "210.30.42.20.03.001",
    "Omega Seamaster Diver 300M Blue",
    "diver",
    "very-good",
  ],
  [
    "omega-constellation-131-10-41-21-03-001",
    "Omega",
    "Constellation",
    "131.10.41.21.03.001",
    "Omega Constellation Co-Axial 41",
    "luxury",
    "good",
  ],
  [
    "patek-philippe-nautilus-5711-1a-010",
    "Patek Philippe",
    "Nautilus",
    "5711/1A-010",
    "Patek Philippe Nautilus Blue Dial",
    "luxury",
    "excellent",
  ],
  [
    "patek-philippe-aquanaut-5167a-001",
    "Patek Philippe",
    "Aquanaut",
    "5167A-001",
    "Patek Philippe Aquanaut 40mm",
    "sports",
    "like-new",
  ],
  [
    "patek-philippe-calatrava-5196r-001",
    "Patek Philippe",
    "Calatrava",
    "5196R-001",
    "Patek Philippe Calatrava Rose Gold",
    "dress",
    "very-good",
  ],
  [
    "audemars-piguet-royal-oak-15500st",
    "Audemars Piguet",
    "Royal Oak",
    "15500ST.OO.1220ST.01",
    "Audemars Piguet Royal Oak 41mm",
    "luxury",
    "excellent",
  ],
  [
    "audemars-piguet-royal-oak-offshore-diver-15710st",
    "Audemars Piguet",
    "Royal Oak Offshore Diver",
    "15710ST.OO.A002CA.01",
    "Audemars Piguet Royal Oak Offshore Diver",
    "diver",
    "good",
  ],
  [
    "cartier-santos-wssa0018",
    "Cartier",
    "Santos de Cartier Large",
    "WSSA0018",
    "Cartier Santos de Cartier Large",
    "luxury",
    "very-good",
  ],
  [
    "cartier-tank-louis-cartier-wgta0011",
    "Cartier",
    "Tank Louis Cartier Large",
    "WGTA0011",
    "Cartier Tank Louis Cartier Large",
    "dress",
    "excellent",
  ],
  [
    "cartier-ballon-bleu-w69012z4",
    "Cartier",
    "Ballon Bleu de Cartier 42mm",
    "W69012Z4",
    "Cartier Ballon Bleu 42mm",
    "luxury",
    "fair",
  ],
  [
    "vacheron-constantin-overseas-4500v-110a-b128",
    "Vacheron Constantin",
    "Overseas",
    "4500V/110A-B128",
    "Vacheron Constantin Overseas Blue",
    "sports",
    "excellent",
  ],
  [
    "jaeger-lecoultre-reverso-classic-q3858520",
    "Jaeger-LeCoultre",
    "Reverso Classic Large Small Seconds",
    "Q3858520",
    "Jaeger-LeCoultre Reverso Classic Large",
    "dress",
    "like-new",
  ],
  [
    "iwc-portugieser-chronograph-iw371605",
    "IWC",
    "Portugieser Chronograph",
    "IW371605",
    "IWC Portugieser Chronograph",
    "chronograph",
    "excellent",
  ],
  [
    "breitling-navitimer-b01-ab0138211b1a1",
    "Breitling",
    "Navitimer B01 Chronograph 43",
    "AB0138211B1A1",
    "Breitling Navitimer B01 Chronograph 43",
    "chronograph",
    "very-good",
  ],
  [
    "tudor-black-bay-fifty-eight-m79030n-0001",
    "Tudor",
    "Black Bay Fifty-Eight",
    "M79030N-0001",
    "Tudor Black Bay Fifty-Eight",
    "diver",
    "excellent",
  ],
  [
    "tudor-pelagos-39-m25407n-0001",
    "Tudor",
    "Pelagos 39",
    "M25407N-0001",
    "Tudor Pelagos 39 Titanium",
    "diver",
    "new",
  ],
  [
    "grand-seiko-spring-drive-sbga211",
    "Grand Seiko",
    "Spring Drive",
    "SBGA211",
    "Grand Seiko Spring Drive SBGA211",
    "dress",
    "excellent",
  ],
  [
    "panerai-luminor-marina-pam01312",
    "Panerai",
    "Luminor Marina",
    "PAM01312",
    "Panerai Luminor Marina 44mm",
    "sports",
    "good",
  ],
  [
    "hublot-big-bang-original-301-sb-131-rx",
    "Hublot",
    "Big Bang Original",
    "301.SB.131.RX",
    "Hublot Big Bang Original Steel Ceramic",
    "chronograph",
    "very-good",
  ],
  [
    "faberge-altruist-chronograph-al-01",
    "Fabergé",
    "Altruist Chronograph",
    "AL-01",
    "Fabergé Altruist Chronograph",
    "chronograph",
    "like-new",
  ],
  [
    "zenith-chronomaster-sport-03-3100-3600-69-m3100",
    "Zenith",
    "Chronomaster Sport",
    "03.3100.3600/69.M3100",
    "Zenith Chronomaster Sport",
    "chronograph",
    "like-new",
  ],
  [
    "tag-heuer-monaco-caw211p-fc6356",
    "TAG Heuer",
    "Monaco Calibre 11",
    "CAW211P.FC6356",
    "TAG Heuer Monaco Calibre 11",
    "chronograph",
    "excellent",
  ],
];

export const accuracyListings: readonly AccuracyListing[] = rows.map(
  ([slug, brand, model, reference, title, categorySlug, condition]) => ({
    slug,
    brand,
    model,
    reference,
    title,
    categorySlug,
    condition,
  }),
);

const slugsWhere = (test: (listing: AccuracyListing) => boolean) =>
  accuracyListings.filter(test).map((listing) => listing.slug);
const ofBrand = (brand: string) => slugsWhere((listing) => listing.brand === brand);
const inCategory = (category: AccuracyCategory) => slugsWhere((listing) => listing.categorySlug === category);
const inCondition = (condition: Condition) => slugsWhere((listing) => listing.condition === condition);
/** The listings whose reference key starts with one of these references. */
const ofReference = (...references: string[]) =>
  slugsWhere((listing) =>
    references.some((reference) => toReferenceKey(listing.reference).startsWith(reference)),
  );
/** The listings whose brand, model or title has every one of these words. */
const named = (...words: string[]) =>
  slugsWhere((listing) => {
    const own = new Set(
      wordTokens(normaliseSearchText(`${listing.brand} ${listing.model} ${listing.title}`)),
    );
    return words.every((word) => own.has(word));
  });
const both = (a: string[], b: string[]) => a.filter((slug) => b.includes(slug));
const either = (...lists: string[][]) => [...new Set(lists.flat())];
const ofKind = (kind: AccuracyQueryKind, queries: Omit<AccuracyQuery, "kind">[]): AccuracyQuery[] =>
  queries.map((query) => ({ ...query, kind }));

const rolex = ofBrand("Rolex");
const omega = ofBrand("Omega");
const patek = ofBrand("Patek Philippe");
const submariner = named("submariner");
const daytona = named("daytona");
const gmtMaster = named("gmt", "master");
const pepsi = ofReference("126710blro", "116719blro", "16710");

const english = ofKind("english", [
  { q: "rolex", find: rolex },
  { q: "Patek Philippe", find: patek },
  { q: "audemars piguet royal oak", find: named("audemars", "royal", "oak") },
  { q: "submariner", find: submariner },
  { q: "Rolex Daytona", find: daytona },
  { q: "gmt-master", find: gmtMaster },
  { q: "nautilus", find: named("nautilus") },
  { q: "speedmaster", find: named("speedmaster") },
  { q: "seamaster", find: named("seamaster") },
  { q: "constellation", find: named("constellation") },
  { q: "black bay", find: named("black", "bay") },
  { q: "big bang", find: named("big", "bang") },
  { q: "Fabergé", find: ofBrand("Fabergé") },
  { q: "faberge", find: ofBrand("Fabergé") },
  { q: "jaeger-lecoultre reverso", find: named("reverso") },
  { q: "tag heuer monaco", find: named("monaco") },
  { q: "grand seiko", find: ofBrand("Grand Seiko") },
  { q: "ballon bleu", find: named("ballon", "bleu") },
  { q: "datejust", find: named("datejust") },
  { q: "day-date", find: named("day", "date") },
  { q: "sea-dweller", find: named("sea", "dweller") },
  { q: "yacht-master", find: named("yacht", "master") },
  { q: "explorer", find: named("explorer") },
  { q: "overseas", find: named("overseas") },
  { q: "portugieser", find: named("portugieser") },
  { q: "navitimer", find: named("navitimer") },
  { q: "pelagos", find: named("pelagos") },
  { q: "luminor", find: named("luminor") },
  { q: "aquanaut", find: named("aquanaut") },
  { q: "calatrava", find: named("calatrava") },
  { q: "santos", find: named("santos") },
  { q: "tank", find: named("tank") },
  { q: "offshore", find: named("offshore") },
  { q: "chronomaster", find: named("chronomaster") },
  { q: "moonwatch", find: named("moonwatch") },
]);

const references = ofKind("reference", [
  { q: "126610LN", find: ofReference("126610ln") },
  { q: "5711/1a", find: ofReference("57111a") },
  { q: "57111a", find: ofReference("57111a") },
  { q: "3103042", find: ofReference("3103042") },
  { q: "310.30.42", find: ofReference("3103042") },
  { q: "310.30.42.50.01.001", find: ofReference("31030425001001") },
  { q: "15500st", find: ofReference("15500st") },
  { q: "15500ST.OO.1220ST.01", find: ofReference("15500stoo1220st01") },
  { q: "126710BLRO", find: ofReference("126710blro") },
  { q: "126710 blro", find: ofReference("126710blro") },
  { q: "116610lv", find: ofReference("116610lv") },
  { q: "m79030n-0001", find: ofReference("m79030n0001") },
  { q: "79030", find: ofReference("m79030") },
  { q: "5167a", find: ofReference("5167a") },
  { q: "iw371605", find: ofReference("iw371605") },
  { q: "pam01312", find: ofReference("pam01312") },
  { q: "03.3100.3600/69", find: ofReference("033100360069") },
  { q: "4500v/110a", find: ofReference("4500v110a") },
  // Arabic-Indic digits, as an Arabic keyboard types them.
  { q: "٣١٠.٣٠.٤٢", find: ofReference("3103042") },
  { q: "١٢٦٦١٠", find: ofReference("126610") },
  { q: "رولكس ١٢٦٧١٠", find: ofReference("126710") },
]);

const misspelt = ofKind("misspelt", [
  // One edit from 5 letters, two from 9 (allowedTypos).
  { q: "omgea", find: omega },
  { q: "rollex", find: rolex },
  { q: "submarinr", find: submariner },
  { q: "daytonna", find: daytona },
  { q: "nautilis", find: named("nautilus") },
  { q: "speedmastr", find: named("speedmaster") },
  { q: "seamastr", find: named("seamaster") },
  { q: "patek philipe", find: patek },
  { q: "cartir", find: ofBrand("Cartier") },
  { q: "breitlng", find: ofBrand("Breitling") },
  { q: "panerai luminr", find: named("luminor") },
  { q: "hublott", find: ofBrand("Hublot") },
  { q: "aquanaught", find: named("aquanaut") },
  { q: "calatrva", find: named("calatrava") },
  { q: "vacheron konstantin", find: ofBrand("Vacheron Constantin") },
  { q: "jaeger lecoulter", find: ofBrand("Jaeger-LeCoultre") },
]);

const transliterated = ofKind("transliterated", [
  { q: "omiga", find: omega },
  { q: "batek filip", find: patek },
  { q: "odemar bigeh", find: ofBrand("Audemars Piguet") },
  { q: "kartier santos", find: named("santos") },
  { q: "hoblo big bang", find: named("big", "bang") },
  { q: "sabmarina", find: submariner },
  { q: "grand seko", find: ofBrand("Grand Seiko") },
  { q: "tag hoyer", find: ofBrand("TAG Heuer") },
  { q: "vashron overseas", find: named("overseas") },
  { q: "banerai", find: ofBrand("Panerai") },
]);

const arabic = ofKind("arabic", [
  { q: "رولكس", find: rolex },
  { q: "روليكس", find: rolex },
  { q: "أوميغا", find: omega },
  { q: "اوميجا", find: omega },
  { q: "أُومِيغَا", find: omega },
  { q: "رُولِكْس", find: rolex },
  { q: "رولـــكس", find: rolex },
  { q: "باتيك فيليب", find: patek },
  { q: "رولكس دايتونا", find: daytona },
  { q: "رولكس صب مارينر", find: submariner },
  { q: "رولكس جي إم تي ماستر", find: gmtMaster },
  { q: "أوديمار بيغيه", find: ofBrand("Audemars Piguet") },
  { q: "رويال أوك", find: named("royal", "oak") },
  { q: "كارتييه", find: ofBrand("Cartier") },
  { q: "تيودور بلاك باي", find: named("black", "bay") },
  { q: "نوتيلوس", find: named("nautilus") },
  { q: "أوميغا سبيدماستر", find: named("speedmaster") },
  { q: "هوبلو", find: ofBrand("Hublot") },
  { q: "فابرجيه", find: ofBrand("Fabergé") },
  { q: "جيجر لوكولتر", find: ofBrand("Jaeger-LeCoultre") },
  { q: "آي دبليو سي", find: ofBrand("IWC") },
  { q: "بريتلنغ", find: ofBrand("Breitling") },
  { q: "غراند سيكو", find: ofBrand("Grand Seiko") },
  { q: "بانيراي", find: ofBrand("Panerai") },
  { q: "فاشرون كونستانتين", find: ofBrand("Vacheron Constantin") },
  { q: "تاغ هوير", find: ofBrand("TAG Heuer") },
  { q: "زينيث", find: ofBrand("Zenith") },
  { q: "ساعة رولكس ذهب", find: both(rolex, named("gold")) },
  { q: "ساعات نسائية", find: named("lady") },
]);

const nicknames = ofKind("nickname", [
  { q: "pepsi", find: pepsi },
  { q: "rolex pepsi", find: pepsi },
  { q: "بيبسي", find: pepsi },
  { q: "batman", find: ofReference("116710blnr", "126710blnr") },
  { q: "باتمان", find: ofReference("116710blnr", "126710blnr") },
  { q: "hulk", find: ofReference("116610lv") },
  { q: "هالك", find: ofReference("116610lv") },
  { q: "kermit", find: ofReference("16610lv") },
  { q: "starbucks", find: ofReference("126610lv") },
  { q: "panda", find: ofReference("116500ln", "126500ln") },
  { q: "smurf", find: ofReference("116619lb") },
  { q: "bluesy", find: ofReference("116613lb", "126613lb", "16613") },
  { q: "root beer", find: ofReference("126711chnr", "126715chnr") },
  { q: "sprite", find: ofReference("126720vtnr") },
  { q: "coke", find: ofReference("16760", "16710") },
  { q: "snowflake", find: ofReference("sbga211") },
]);

const categories = ofKind("category", [
  // A category's word finds its watches, and the watches that carry the word in their name.
  { q: "diver", find: either(inCategory("diver"), named("diver")) },
  { q: "ساعة غواص", find: either(inCategory("diver"), named("diver")) },
  { q: "غوص", find: either(inCategory("diver"), named("diver")) },
  { q: "chronograph", find: either(inCategory("chronograph"), named("chronograph")) },
  { q: "كرونوغراف", find: either(inCategory("chronograph"), named("chronograph")) },
  { q: "gmt", find: either(inCategory("gmt"), named("gmt")) },
  { q: "dress watch", find: inCategory("dress") },
  { q: "sports", find: inCategory("sports") },
  { q: "ساعة رياضية", find: inCategory("sports") },
  { q: "luxury", find: inCategory("luxury") },
]);

const conditions = ofKind("condition", [
  { q: "excellent", find: inCondition("excellent") },
  { q: "ممتازة", find: inCondition("excellent") },
  { q: "rolex excellent", find: both(rolex, inCondition("excellent")) },
  { q: "like new", find: inCondition("like-new") },
  { q: "شبه جديد", find: inCondition("like-new") },
  { q: "جيد جدا", find: inCondition("very-good") },
  { q: "مقبولة", find: inCondition("fair") },
]);

export const accuracyQueries: readonly AccuracyQuery[] = [
  ...english,
  ...references,
  ...misspelt,
  ...transliterated,
  ...arabic,
  ...nicknames,
  ...categories,
  ...conditions,
];
