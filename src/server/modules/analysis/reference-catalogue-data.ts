/**
 * The bundled reference catalogue (issue 12): watches identified offline are matched against it.
 *
 * Sources: the manufacturers' public reference lists and catalogue pages — rolex.com (model pages,
 * reference and calibre per model), omegawatches.com (collection pages, reference, calibre, case
 * size), patek.com (collection and "discontinued models" pages), audemarspiguet.com (Royal Oak
 * collection pages), cartier.com, tudorwatch.com, iwc.com, breitling.com, tagheuer.com,
 * grand-seiko.com, seikowatches.com, jaeger-lecoultre.com, panerai.com, hublot.com,
 * vacheron-constantin.com, zenith-watches.com, alange-soehne.com, richardmille.com, blancpain.com,
 * chopard.com, bulgari.com, hamiltonwatch.com, tissotwatches.com, nomos-glashuette.com,
 * bellross.com — and, for discontinued references, the same makers' heritage pages. A field we could
 * not read there is left null rather than guessed. No retail price is carried: a list price needs
 * its currency, year and source, and this file has none of them.
 *
 * Conventions: `caseSizeMm` is the diameter, or the longer side of a shaped case; `yearTo` null
 * with a `yearFrom` means still in production; both null mean the years are not known here. The
 * demo shop's brands come first, and every reference it sells is here (a test checks it).
 */
export interface CatalogueEntry {
  brand: string;
  collection: string | null;
  model: string;
  reference: string;
  aliases: string[];
  caseSizeMm: number | null;
  caseMaterial: string | null;
  movement: string | null;
  dialColor: string | null;
  yearFrom: number | null;
  yearTo: number | null;
}

type Shared = Omit<Partial<CatalogueEntry>, "reference" | "aliases"> &
  Pick<CatalogueEntry, "brand" | "model">;
type Row = [reference: string, fields?: Partial<Omit<CatalogueEntry, "reference">>];

/** References of one family: the fields they share, then each reference with what differs. */
function family(shared: Shared, ...rows: Row[]): CatalogueEntry[] {
  return rows.map(([reference, fields = {}]) => ({
    collection: null,
    caseSizeMm: null,
    caseMaterial: null,
    movement: null,
    dialColor: null,
    yearFrom: null,
    yearTo: null,
    ...shared,
    aliases: [],
    ...fields,
    reference,
  }));
}

const rolex = (model: string, collection: string, fields: Omit<Shared, "brand" | "model"> = {}) => ({
  brand: "Rolex",
  model,
  collection,
  ...fields,
});
const steel = "Oystersteel";
const oldSteel = "Stainless steel";
const current = (yearFrom: number) => ({ yearFrom, yearTo: null });
const years = (yearFrom: number, yearTo: number) => ({ yearFrom, yearTo });
const cal = (calibre: string, kind = "automatic") => `Calibre ${calibre}, ${kind}`;

const rolexEntries: CatalogueEntry[] = [
  ...family(
    rolex("Submariner", "Submariner", { caseSizeMm: 41, caseMaterial: steel, movement: cal("3230") }),
    ["124060", { ...current(2020), dialColor: "Black", aliases: ["Sub no date", "Submariner no date"] }],
  ),
  ...family(
    rolex("Submariner Date", "Submariner", { caseSizeMm: 41, movement: cal("3235"), ...current(2020) }),
    ["126610LN", { caseMaterial: steel, dialColor: "Black", aliases: ["Sub date", "Submariner date black"] }],
    ["126610LV", { caseMaterial: steel, dialColor: "Black", aliases: ["Starbucks", "Kermit", "Cermit"] }],
    ["126613LB", { caseMaterial: "Yellow Rolesor", dialColor: "Blue", aliases: ["Bluesy"] }],
    ["126613LN", { caseMaterial: "Yellow Rolesor", dialColor: "Black" }],
    ["126618LB", { caseMaterial: "18k yellow gold", dialColor: "Blue" }],
    ["126618LN", { caseMaterial: "18k yellow gold", dialColor: "Black" }],
    ["126619LB", { caseMaterial: "18k white gold", dialColor: "Black", aliases: ["Cookie Monster"] }],
  ),
  ...family(
    rolex("Submariner", "Submariner", { caseSizeMm: 40, caseMaterial: oldSteel }),
    ["114060", { ...years(2012, 2020), movement: cal("3130"), dialColor: "Black", aliases: ["Sub no date"] }],
    ["14060", { movement: cal("3000"), dialColor: "Black", aliases: ["Sub no date"] }],
    ["14060M", { movement: cal("3130"), dialColor: "Black", aliases: ["Sub no date"] }],
    ["5513", { movement: "Calibre 1520/1530, automatic", dialColor: "Black" }],
    ["5512", { movement: "Calibre 1530/1560/1570, automatic", dialColor: "Black" }],
  ),
  ...family(
    rolex("Submariner Date", "Submariner", { caseSizeMm: 40 }),
    [
      "116610LN",
      {
        ...years(2010, 2020),
        caseMaterial: oldSteel,
        movement: cal("3135"),
        dialColor: "Black",
        aliases: ["Sub date"],
      },
    ],
    [
      "116610LV",
      {
        ...years(2010, 2020),
        caseMaterial: oldSteel,
        movement: cal("3135"),
        dialColor: "Green",
        aliases: ["Hulk"],
      },
    ],
    [
      "116613LB",
      { caseMaterial: "Yellow Rolesor", movement: cal("3135"), dialColor: "Blue", aliases: ["Bluesy"] },
    ],
    ["116613LN", { caseMaterial: "Yellow Rolesor", movement: cal("3135"), dialColor: "Black" }],
    ["116618LB", { caseMaterial: "18k yellow gold", movement: cal("3135"), dialColor: "Blue" }],
    ["116618LN", { caseMaterial: "18k yellow gold", movement: cal("3135"), dialColor: "Black" }],
    [
      "116619LB",
      { caseMaterial: "18k white gold", movement: cal("3135"), dialColor: "Blue", aliases: ["Smurf"] },
    ],
    [
      "16610",
      {
        ...years(1988, 2010),
        caseMaterial: oldSteel,
        movement: cal("3135"),
        dialColor: "Black",
        aliases: ["Sub date"],
      },
    ],
    [
      "16610LV",
      {
        ...years(2003, 2010),
        caseMaterial: oldSteel,
        movement: cal("3135"),
        dialColor: "Black",
        aliases: ["Kermit", "Anniversary Submariner"],
      },
    ],
    ["16613", { caseMaterial: "Yellow Rolesor", movement: cal("3135") }],
    ["16618", { caseMaterial: "18k yellow gold", movement: cal("3135") }],
    ["16619", { caseMaterial: "18k white gold", movement: cal("3135") }],
    ["16800", { caseMaterial: oldSteel, movement: cal("3035"), dialColor: "Black" }],
    ["168000", { caseMaterial: oldSteel, movement: cal("3035"), dialColor: "Black" }],
    [
      "1680",
      {
        caseMaterial: oldSteel,
        movement: cal("1575"),
        dialColor: "Black",
        aliases: ["Red Sub", "Red Submariner"],
      },
    ],
  ),
  ...family(
    rolex("GMT-Master II", "GMT-Master II", { caseSizeMm: 40, movement: cal("3285") }),
    ["126710BLRO", { ...current(2018), caseMaterial: steel, dialColor: "Black", aliases: ["Pepsi"] }],
    [
      "126710BLNR",
      { ...current(2019), caseMaterial: steel, dialColor: "Black", aliases: ["Batman", "Batgirl"] },
    ],
    [
      "126710GRNR",
      {
        ...current(2024),
        caseMaterial: steel,
        dialColor: "Black",
        aliases: ["Bruce Wayne", "Grey black GMT"],
      },
    ],
    [
      "126711CHNR",
      { ...current(2018), caseMaterial: "Everose Rolesor", dialColor: "Black", aliases: ["Root Beer"] },
    ],
    ["126713GRNR", { ...current(2023), caseMaterial: "Yellow Rolesor", dialColor: "Black" }],
    [
      "126715CHNR",
      { ...current(2018), caseMaterial: "18k Everose gold", dialColor: "Black", aliases: ["Root Beer"] },
    ],
    ["126719BLRO", { ...current(2018), caseMaterial: "18k white gold", aliases: ["Pepsi"] }],
    [
      "126720VTNR",
      {
        ...current(2022),
        caseMaterial: steel,
        dialColor: "Black",
        aliases: ["Sprite", "Left-handed GMT", "Destro"],
      },
    ],
  ),
  ...family(
    rolex("GMT-Master II", "GMT-Master II", { caseSizeMm: 40 }),
    ["116710LN", { ...years(2007, 2019), caseMaterial: oldSteel, movement: cal("3186"), dialColor: "Black" }],
    [
      "116710BLNR",
      {
        ...years(2013, 2019),
        caseMaterial: oldSteel,
        movement: cal("3186"),
        dialColor: "Black",
        aliases: ["Batman"],
      },
    ],
    ["116713LN", { caseMaterial: "Yellow Rolesor", movement: cal("3186"), dialColor: "Black" }],
    ["116718LN", { caseMaterial: "18k yellow gold", movement: cal("3186") }],
    [
      "116719BLRO",
      { ...years(2014, 2018), caseMaterial: "18k white gold", movement: cal("3186"), aliases: ["Pepsi"] },
    ],
    [
      "16710",
      {
        caseMaterial: oldSteel,
        movement: "Calibre 3185/3186, automatic",
        dialColor: "Black",
        aliases: ["Pepsi", "Coke"],
      },
    ],
    ["16713", { caseMaterial: "Yellow Rolesor", movement: "Calibre 3185/3186, automatic" }],
    ["16718", { caseMaterial: "18k yellow gold", movement: "Calibre 3185/3186, automatic" }],
  ),
  ...family(
    rolex("GMT-Master", "GMT-Master", { caseSizeMm: 40, caseMaterial: oldSteel }),
    ["16700", { movement: cal("3175"), dialColor: "Black" }],
    ["16750", { movement: cal("3075"), dialColor: "Black" }],
    ["1675", { movement: "Calibre 1565/1575, automatic", dialColor: "Black" }],
    ["6542", { aliases: ["Pussy Galore", "Bakelite GMT"] }],
  ),
  ...family(
    rolex("Cosmograph Daytona", "Cosmograph Daytona", {
      caseSizeMm: 40,
      movement: cal("4131", "automatic chronograph"),
    }),
    ["126500LN", { ...current(2023), caseMaterial: steel, aliases: ["Panda", "Daytona ceramic"] }],
    ["126503", { ...current(2023), caseMaterial: "Yellow Rolesor" }],
    ["126505", { ...current(2023), caseMaterial: "18k Everose gold" }],
    [
      "126506",
      {
        ...current(2023),
        caseMaterial: "950 platinum",
        dialColor: "Ice blue",
        aliases: ["Ice blue Daytona"],
      },
    ],
    ["126508", { ...current(2023), caseMaterial: "18k yellow gold" }],
    ["126515LN", { ...current(2023), caseMaterial: "18k Everose gold" }],
    ["126518LN", { ...current(2023), caseMaterial: "18k yellow gold" }],
    ["126519LN", { ...current(2023), caseMaterial: "18k white gold" }],
    [
      "126529LN",
      {
        ...current(2023),
        caseMaterial: "18k white gold",
        movement: cal("4132", "automatic chronograph"),
        aliases: ["Le Mans"],
      },
    ],
  ),
  ...family(
    rolex("Cosmograph Daytona", "Cosmograph Daytona", {
      caseSizeMm: 40,
      movement: cal("4130", "automatic chronograph"),
    }),
    ["116500LN", { ...years(2016, 2023), caseMaterial: oldSteel, aliases: ["Panda", "Daytona ceramic"] }],
    ["116505", { caseMaterial: "18k Everose gold" }],
    [
      "116506",
      {
        ...years(2013, 2023),
        caseMaterial: "950 platinum",
        dialColor: "Ice blue",
        aliases: ["Ice blue Daytona"],
      },
    ],
    ["116508", { caseMaterial: "18k yellow gold", aliases: ["John Mayer"] }],
    ["116515LN", { caseMaterial: "18k Everose gold" }],
    ["116518LN", { caseMaterial: "18k yellow gold" }],
    ["116519LN", { caseMaterial: "18k white gold" }],
    ["116520", { ...years(2000, 2016), caseMaterial: oldSteel }],
    ["116523", { caseMaterial: "Yellow Rolesor" }],
    ["116528", { caseMaterial: "18k yellow gold" }],
  ),
  ...family(
    rolex("Cosmograph Daytona", "Cosmograph Daytona", {
      movement: cal("4030", "automatic chronograph"),
      caseSizeMm: 40,
    }),
    ["16520", { ...years(1988, 2000), caseMaterial: oldSteel, aliases: ["Zenith Daytona"] }],
    ["16523", { caseMaterial: "Yellow Rolesor", aliases: ["Zenith Daytona"] }],
    ["16528", { caseMaterial: "18k yellow gold", aliases: ["Zenith Daytona"] }],
  ),
  ...family(
    rolex("Cosmograph Daytona", "Cosmograph Daytona", { caseSizeMm: 37, caseMaterial: oldSteel }),
    ["6239", { movement: "Calibre 722 (Valjoux 72), manual-winding chronograph", aliases: ["Paul Newman"] }],
    ["6241", { movement: "Calibre 722 (Valjoux 72), manual-winding chronograph", aliases: ["Paul Newman"] }],
    ["6262", { movement: "Calibre 727 (Valjoux 72), manual-winding chronograph", aliases: ["Paul Newman"] }],
    [
      "6263",
      {
        movement: "Calibre 727 (Valjoux 72), manual-winding chronograph",
        aliases: ["Paul Newman", "Big Red"],
      },
    ],
    [
      "6265",
      {
        movement: "Calibre 727 (Valjoux 72), manual-winding chronograph",
        aliases: ["Paul Newman", "Big Red"],
      },
    ],
  ),
  ...family(
    rolex("Datejust 41", "Datejust", { caseSizeMm: 41, movement: cal("3235") }),
    ["126300", { caseMaterial: steel, aliases: ["DJ41", "Datejust smooth bezel"] }],
    ["126301", { caseMaterial: "Everose Rolesor", aliases: ["DJ41"] }],
    ["126303", { caseMaterial: "Yellow Rolesor", aliases: ["DJ41"] }],
    ["126331", { caseMaterial: "Everose Rolesor", aliases: ["DJ41"] }],
    ["126333", { caseMaterial: "Yellow Rolesor", aliases: ["DJ41"] }],
    [
      "126334",
      { caseMaterial: "Oystersteel and 18k white gold", aliases: ["DJ41", "Datejust fluted", "Wimbledon"] },
    ],
  ),
  ...family(
    rolex("Datejust II", "Datejust", { caseSizeMm: 41, caseMaterial: oldSteel, movement: cal("3136") }),
    ["116300", {}],
    ["116334", { ...years(2009, 2016), caseMaterial: "White Rolesor" }],
  ),
  ...family(
    rolex("Datejust 36", "Datejust", { caseSizeMm: 36 }),
    ["126200", { ...current(2018), caseMaterial: steel, movement: cal("3235"), aliases: ["DJ36"] }],
    [
      "126231",
      { ...current(2018), caseMaterial: "Everose Rolesor", movement: cal("3235"), aliases: ["DJ36"] },
    ],
    [
      "126233",
      { ...current(2018), caseMaterial: "Yellow Rolesor", movement: cal("3235"), aliases: ["DJ36"] },
    ],
    ["126234", { ...current(2018), caseMaterial: "White Rolesor", movement: cal("3235"), aliases: ["DJ36"] }],
    ["116200", { caseMaterial: oldSteel, movement: cal("3135"), aliases: ["DJ36"] }],
    ["116231", { caseMaterial: "Everose Rolesor", movement: cal("3135"), aliases: ["DJ36"] }],
    ["116233", { caseMaterial: "Yellow Rolesor", movement: cal("3135"), aliases: ["DJ36"] }],
    ["116234", { caseMaterial: "White Rolesor", movement: cal("3135"), aliases: ["DJ36"] }],
    ["16200", { caseMaterial: oldSteel, movement: cal("3135") }],
    ["16220", { caseMaterial: oldSteel, movement: cal("3135") }],
    ["16233", { caseMaterial: "Yellow Rolesor", movement: cal("3135") }],
    ["16234", { caseMaterial: "White Rolesor", movement: cal("3135") }],
    ["16013", { caseMaterial: "Yellow Rolesor", movement: cal("3035") }],
    ["16014", { caseMaterial: "White Rolesor", movement: cal("3035") }],
    ["16030", { caseMaterial: oldSteel, movement: cal("3035") }],
    ["1601", { caseMaterial: oldSteel, movement: "Calibre 1560/1570, automatic" }],
    ["1603", { caseMaterial: oldSteel, movement: "Calibre 1560/1570, automatic" }],
  ),
  ...family(
    rolex("Day-Date 40", "Day-Date", { caseSizeMm: 40, movement: cal("3255"), ...current(2015) }),
    [
      "228206",
      { caseMaterial: "950 platinum", dialColor: "Ice blue", aliases: ["President", "Ice blue Day-Date"] },
    ],
    ["228235", { caseMaterial: "18k Everose gold", aliases: ["President"] }],
    ["228238", { caseMaterial: "18k yellow gold", aliases: ["President"] }],
    ["228239", { caseMaterial: "18k white gold", aliases: ["President"] }],
  ),
  ...family(
    rolex("Day-Date 36", "Day-Date", { caseSizeMm: 36 }),
    [
      "128235",
      { ...current(2019), caseMaterial: "18k Everose gold", movement: cal("3255"), aliases: ["President"] },
    ],
    [
      "128236",
      { ...current(2019), caseMaterial: "950 platinum", movement: cal("3255"), aliases: ["President"] },
    ],
    [
      "128238",
      { ...current(2019), caseMaterial: "18k yellow gold", movement: cal("3255"), aliases: ["President"] },
    ],
    [
      "128239",
      { ...current(2019), caseMaterial: "18k white gold", movement: cal("3255"), aliases: ["President"] },
    ],
    ["118206", { caseMaterial: "950 platinum", movement: cal("3155"), aliases: ["President"] }],
    ["118238", { caseMaterial: "18k yellow gold", movement: cal("3155"), aliases: ["President"] }],
    ["118239", { caseMaterial: "18k white gold", movement: cal("3155"), aliases: ["President"] }],
    ["18238", { caseMaterial: "18k yellow gold", movement: cal("3155"), aliases: ["President"] }],
    ["18038", { caseMaterial: "18k yellow gold", movement: cal("3055"), aliases: ["President"] }],
    [
      "1803",
      { caseMaterial: "18k yellow gold", movement: "Calibre 1555/1556, automatic", aliases: ["President"] },
    ],
  ),
  ...family(
    rolex("Day-Date II", "Day-Date", { caseSizeMm: 41, movement: cal("3156") }),
    ["218206", { caseMaterial: "950 platinum" }],
    ["218235", { caseMaterial: "18k Everose gold" }],
    ["218238", { ...years(2008, 2015), caseMaterial: "18k yellow gold" }],
  ),
  ...family(
    rolex("Explorer", "Explorer", { caseMaterial: oldSteel, dialColor: "Black" }),
    [
      "224270",
      {
        ...current(2023),
        caseSizeMm: 40,
        caseMaterial: steel,
        movement: cal("3230"),
        aliases: ["Explorer 40"],
      },
    ],
    [
      "124270",
      {
        ...current(2021),
        caseSizeMm: 36,
        caseMaterial: steel,
        movement: cal("3230"),
        aliases: ["Explorer 36"],
      },
    ],
    ["124273", { ...current(2021), caseSizeMm: 36, caseMaterial: "Yellow Rolesor", movement: cal("3230") }],
    ["214270", { ...years(2010, 2021), caseSizeMm: 39, movement: cal("3132"), aliases: ["Explorer 39"] }],
    ["114270", { caseSizeMm: 36, movement: cal("3130") }],
    ["14270", { caseSizeMm: 36, movement: cal("3000") }],
    ["1016", { caseSizeMm: 36, movement: "Calibre 1560/1570, automatic" }],
  ),
  ...family(
    rolex("Explorer II", "Explorer II", { caseMaterial: oldSteel }),
    [
      "226570",
      {
        ...current(2021),
        caseSizeMm: 42,
        caseMaterial: steel,
        movement: cal("3285"),
        aliases: ["Polar", "Explorer 2"],
      },
    ],
    [
      "216570",
      { ...years(2011, 2021), caseSizeMm: 42, movement: cal("3187"), aliases: ["Polar", "Explorer 2"] },
    ],
    ["16570", { caseSizeMm: 40, movement: "Calibre 3185/3186, automatic", aliases: ["Polar", "Explorer 2"] }],
    ["16550", { caseSizeMm: 40, movement: cal("3085") }],
    [
      "1655",
      { caseSizeMm: 39, movement: cal("1575"), dialColor: "Black", aliases: ["Steve McQueen", "Freccione"] },
    ],
  ),
  ...family(
    rolex("Sea-Dweller", "Sea-Dweller", { movement: cal("3235") }),
    [
      "126600",
      {
        ...current(2017),
        caseSizeMm: 43,
        caseMaterial: steel,
        dialColor: "Black",
        aliases: ["Red Sea-Dweller", "SD43"],
      },
    ],
    ["126603", { caseSizeMm: 43, caseMaterial: "Yellow Rolesor", dialColor: "Black" }],
    [
      "116600",
      {
        ...years(2014, 2017),
        caseSizeMm: 40,
        caseMaterial: oldSteel,
        movement: cal("3135"),
        dialColor: "Black",
        aliases: ["SD4K"],
      },
    ],
    ["16600", { caseSizeMm: 40, caseMaterial: oldSteel, movement: cal("3135"), dialColor: "Black" }],
    [
      "16660",
      {
        caseSizeMm: 40,
        caseMaterial: oldSteel,
        movement: cal("3035"),
        dialColor: "Black",
        aliases: ["Triple Six"],
      },
    ],
    [
      "1665",
      {
        caseSizeMm: 40,
        caseMaterial: oldSteel,
        movement: cal("1575"),
        dialColor: "Black",
        aliases: ["Double Red", "DRSD", "Great White"],
      },
    ],
  ),
  ...family(
    rolex("Rolex Deepsea", "Sea-Dweller", { caseSizeMm: 44, dialColor: "Black" }),
    ["136660", { ...current(2022), caseMaterial: steel, movement: cal("3235"), aliases: ["Deepsea"] }],
    [
      "126660",
      {
        ...years(2018, 2022),
        caseMaterial: steel,
        movement: cal("3235"),
        aliases: ["Deepsea", "D-Blue", "James Cameron"],
      },
    ],
    [
      "116660",
      {
        ...years(2008, 2018),
        caseMaterial: oldSteel,
        movement: cal("3135"),
        aliases: ["Deepsea", "D-Blue", "James Cameron"],
      },
    ],
  ),
  ...family(
    rolex("Rolex Deepsea Challenge", "Sea-Dweller", {
      caseSizeMm: 50,
      caseMaterial: "RLX titanium",
      movement: cal("3230"),
    }),
    ["126067", { ...current(2022), dialColor: "Black" }],
  ),
  ...family(
    rolex("Milgauss", "Milgauss", { caseSizeMm: 40, caseMaterial: oldSteel }),
    [
      "116400GV",
      { ...years(2007, 2023), movement: cal("3131"), aliases: ["Z-Blue", "Green glass Milgauss"] },
    ],
    ["116400", { movement: cal("3131") }],
    ["1019", { caseSizeMm: 38, movement: cal("1580") }],
  ),
  ...family(
    rolex("Yacht-Master", "Yacht-Master", { caseSizeMm: 40, movement: cal("3235") }),
    ["126622", { ...current(2019), caseMaterial: "Rolesium (Oystersteel and platinum)" }],
    ["126655", { ...current(2019), caseMaterial: "18k Everose gold", dialColor: "Black" }],
    [
      "116622",
      { ...years(2012, 2019), caseMaterial: "Rolesium (steel and platinum)", movement: cal("3135") },
    ],
    [
      "116655",
      { ...years(2015, 2019), caseMaterial: "18k Everose gold", movement: cal("3135"), dialColor: "Black" },
    ],
    ["16622", { caseMaterial: "Rolesium (steel and platinum)", movement: cal("3135") }],
    ["16628", { caseMaterial: "18k yellow gold", movement: cal("3135") }],
  ),
  ...family(
    rolex("Yacht-Master 42", "Yacht-Master", { caseSizeMm: 42, movement: cal("3235") }),
    ["226659", { ...current(2019), caseMaterial: "18k white gold", dialColor: "Black" }],
    ["226627", { ...current(2023), caseMaterial: "RLX titanium", dialColor: "Black" }],
  ),
  ...family(
    rolex("Yacht-Master II", "Yacht-Master", {
      caseSizeMm: 44,
      movement: cal("4161", "automatic regatta chronograph"),
    }),
    ["116680", { caseMaterial: oldSteel, dialColor: "White" }],
    ["116681", { caseMaterial: "Everose Rolesor" }],
    ["116688", { caseMaterial: "18k yellow gold" }],
  ),
  ...family(
    rolex("Air-King", "Air-King", { caseMaterial: oldSteel }),
    [
      "126900",
      { ...current(2022), caseSizeMm: 40, caseMaterial: steel, movement: cal("3230"), dialColor: "Black" },
    ],
    ["116900", { ...years(2016, 2022), caseSizeMm: 40, movement: cal("3131"), dialColor: "Black" }],
    ["114200", { caseSizeMm: 34, movement: cal("3130") }],
    ["14000", { caseSizeMm: 34, movement: cal("3000") }],
    ["14000M", { caseSizeMm: 34, movement: cal("3130") }],
    ["5500", { caseSizeMm: 34, movement: "Calibre 1520/1530, automatic" }],
  ),
  ...family(
    rolex("Oyster Perpetual", "Oyster Perpetual", { caseMaterial: steel }),
    ["124300", { ...current(2020), caseSizeMm: 41, movement: cal("3230"), aliases: ["OP41"] }],
    ["126000", { ...current(2020), caseSizeMm: 36, movement: cal("3230"), aliases: ["OP36"] }],
    ["124200", { ...current(2020), caseSizeMm: 34, movement: cal("2232"), aliases: ["OP34"] }],
    ["277200", { ...current(2020), caseSizeMm: 31, movement: cal("2232"), aliases: ["OP31"] }],
    [
      "114300",
      {
        ...years(2015, 2020),
        caseSizeMm: 39,
        caseMaterial: oldSteel,
        movement: cal("3132"),
        aliases: ["OP39"],
      },
    ],
    ["116000", { caseSizeMm: 36, caseMaterial: oldSteel, movement: cal("3130") }],
    ["1002", { caseSizeMm: 34, caseMaterial: oldSteel, movement: "Calibre 1560/1570, automatic" }],
  ),
  ...family(
    rolex("Sky-Dweller", "Sky-Dweller", { caseSizeMm: 42 }),
    ["336934", { ...current(2023), caseMaterial: "White Rolesor", movement: cal("9002") }],
    ["336933", { ...current(2023), caseMaterial: "Yellow Rolesor", movement: cal("9002") }],
    ["326934", { ...years(2017, 2023), caseMaterial: "White Rolesor", movement: cal("9001") }],
    ["326933", { caseMaterial: "Yellow Rolesor", movement: cal("9001") }],
    ["326135", { caseMaterial: "18k Everose gold", movement: cal("9001") }],
    ["326138", { caseMaterial: "18k yellow gold", movement: cal("9001") }],
  ),
];

const omega = (model: string, collection: string, fields: Omit<Shared, "brand" | "model"> = {}) => ({
  brand: "Omega",
  model,
  collection,
  ...fields,
});
const omegaSteel = "Stainless steel";

const omegaEntries: CatalogueEntry[] = [
  ...family(
    omega("Speedmaster Moonwatch Professional", "Speedmaster", {
      caseSizeMm: 42,
      caseMaterial: omegaSteel,
      dialColor: "Black",
    }),
    [
      "310.30.42.50.01.001",
      {
        ...current(2021),
        movement: "Co-Axial Master Chronometer Calibre 3861, manual-winding chronograph",
        aliases: ["Moonwatch", "Speedy", "Hesalite"],
      },
    ],
    [
      "310.30.42.50.01.002",
      {
        ...current(2021),
        movement: "Co-Axial Master Chronometer Calibre 3861, manual-winding chronograph",
        aliases: ["Moonwatch", "Speedy", "Sapphire sandwich"],
      },
    ],
    [
      "311.30.42.30.01.005",
      {
        ...years(2014, 2021),
        movement: "Calibre 1861, manual-winding chronograph",
        aliases: ["Moonwatch", "Speedy", "Hesalite"],
      },
    ],
    [
      "311.30.42.30.01.006",
      {
        ...years(2014, 2021),
        movement: "Calibre 1861, manual-winding chronograph",
        aliases: ["Moonwatch", "Speedy", "Sapphire sandwich"],
      },
    ],
    [
      "3570.50.00",
      { movement: "Calibre 1861, manual-winding chronograph", aliases: ["Moonwatch", "Speedy"] },
    ],
    [
      "3573.50.00",
      {
        movement: "Calibre 1863, manual-winding chronograph",
        aliases: ["Moonwatch", "Speedy", "Sapphire sandwich"],
      },
    ],
    ["145.022", { movement: "Calibre 861, manual-winding chronograph", aliases: ["Moonwatch", "Speedy"] }],
    [
      "145.012",
      { movement: "Calibre 321, manual-winding chronograph", aliases: ["Moonwatch", "Calibre 321"] },
    ],
    ["105.012", { movement: "Calibre 321, manual-winding chronograph", aliases: ["Moonwatch", "Pre-moon"] }],
    ["2998", { movement: "Calibre 321, manual-winding chronograph", caseSizeMm: 39, aliases: ["CK2998"] }],
  ),
  ...family(
    omega("Speedmaster Moonwatch Silver Snoopy Award", "Speedmaster", {
      caseSizeMm: 42,
      caseMaterial: omegaSteel,
    }),
    [
      "311.32.42.30.04.003",
      {
        movement: "Calibre 1861, manual-winding chronograph",
        dialColor: "White",
        aliases: ["Snoopy", "Silver Snoopy"],
      },
    ],
    [
      "310.32.42.50.02.001",
      {
        movement: "Co-Axial Master Chronometer Calibre 3861, manual-winding chronograph",
        aliases: ["Snoopy", "Silver Snoopy 50th"],
      },
    ],
  ),
  ...family(omega("Speedmaster Dark Side of the Moon", "Speedmaster", { caseMaterial: "Black ceramic" }), [
    "311.92.44.51.01.007",
    {
      movement: "Co-Axial Calibre 9300, automatic chronograph",
      dialColor: "Black",
      aliases: ["DSOTM", "Dark Side"],
    },
  ]),
  ...family(omega("Speedmaster Reduced", "Speedmaster", { caseSizeMm: 39, caseMaterial: omegaSteel }), [
    "3510.50.00",
    { movement: "Calibre 3220, automatic chronograph", dialColor: "Black" },
  ]),
  ...family(
    omega("Seamaster Diver 300M", "Seamaster", {
      caseSizeMm: 42,
      caseMaterial: omegaSteel,
      movement: "Co-Axial Master Chronometer Calibre 8800, automatic",
      ...current(2018),
    }),
    ["210.30.42.20.03.001", { dialColor: "Blue", aliases: ["SMP", "Seamaster 300M blue"] }],
    ["210.30.42.20.01.001", { dialColor: "Black", aliases: ["SMP"] }],
    ["210.30.42.20.04.001", { dialColor: "White", aliases: ["SMP"] }],
  ),
  ...family(
    omega("Seamaster Diver 300M", "Seamaster", { caseMaterial: omegaSteel }),
    [
      "212.30.41.20.01.003",
      {
        caseSizeMm: 41.5,
        movement: "Co-Axial Calibre 2500, automatic",
        dialColor: "Black",
        aliases: ["SMP"],
      },
    ],
    [
      "2220.80.00",
      {
        caseSizeMm: 41.5,
        movement: "Co-Axial Calibre 2500, automatic",
        dialColor: "Black",
        aliases: ["SMP"],
      },
    ],
    [
      "2531.80.00",
      {
        caseSizeMm: 41,
        movement: "Calibre 1120, automatic",
        dialColor: "Blue",
        aliases: ["Bond", "James Bond Seamaster"],
      },
    ],
    [
      "2254.50.00",
      { caseSizeMm: 41, movement: "Calibre 1120, automatic", dialColor: "Blue", aliases: ["Bond"] },
    ],
  ),
  ...family(
    omega("Seamaster Aqua Terra 150M", "Seamaster", {
      caseSizeMm: 41,
      caseMaterial: omegaSteel,
      movement: "Co-Axial Master Chronometer Calibre 8900, automatic",
      ...current(2017),
    }),
    ["220.10.41.21.03.001", { dialColor: "Blue", aliases: ["Aqua Terra"] }],
    ["220.10.41.21.01.001", { dialColor: "Black", aliases: ["Aqua Terra"] }],
  ),
  ...family(
    omega("Seamaster Planet Ocean 600M", "Seamaster", { caseMaterial: omegaSteel }),
    [
      "215.30.44.21.01.001",
      {
        caseSizeMm: 43.5,
        movement: "Co-Axial Master Chronometer Calibre 8900, automatic",
        dialColor: "Black",
        aliases: ["Planet Ocean", "PO"],
      },
    ],
    [
      "215.30.44.21.03.001",
      {
        caseSizeMm: 43.5,
        movement: "Co-Axial Master Chronometer Calibre 8900, automatic",
        dialColor: "Blue",
        aliases: ["Planet Ocean", "PO"],
      },
    ],
    [
      "232.30.42.21.01.001",
      {
        caseSizeMm: 42,
        movement: "Co-Axial Calibre 8500, automatic",
        dialColor: "Black",
        aliases: ["Planet Ocean", "PO"],
      },
    ],
    [
      "2201.50.00",
      {
        caseSizeMm: 42,
        movement: "Co-Axial Calibre 2500, automatic",
        dialColor: "Black",
        aliases: ["Planet Ocean", "PO"],
      },
    ],
  ),
  ...family(
    omega("Seamaster 300", "Seamaster", { caseSizeMm: 41, caseMaterial: omegaSteel, dialColor: "Black" }),
    ["234.30.41.21.01.001", { movement: "Co-Axial Master Chronometer Calibre 8912, automatic" }],
    ["233.30.41.21.01.001", { movement: "Co-Axial Master Chronometer Calibre 8400, automatic" }],
  ),
  ...family(omega("Seamaster Railmaster", "Seamaster", { caseSizeMm: 40, caseMaterial: omegaSteel }), [
    "220.10.40.20.01.001",
    { movement: "Co-Axial Master Chronometer Calibre 8806, automatic", dialColor: "Black" },
  ]),
];

const patek = (model: string, collection: string, fields: Omit<Shared, "brand" | "model"> = {}) => ({
  brand: "Patek Philippe",
  model,
  collection,
  ...fields,
});

const patekEntries: CatalogueEntry[] = [
  ...family(
    patek("Nautilus", "Nautilus", { caseSizeMm: 40, movement: "Calibre 324 S C or 26-330 S C, automatic" }),
    [
      "5711/1A-010",
      {
        ...years(2006, 2021),
        caseMaterial: "Stainless steel",
        dialColor: "Blue",
        aliases: ["5711", "Nautilus blue"],
      },
    ],
    ["5711/1A-011", { caseMaterial: "Stainless steel", dialColor: "White", aliases: ["5711"] }],
    [
      "5711/1A-014",
      {
        ...years(2021, 2021),
        caseMaterial: "Stainless steel",
        dialColor: "Olive green",
        aliases: ["5711", "Green Nautilus"],
      },
    ],
    [
      "5711/1A-018",
      {
        ...years(2021, 2021),
        caseMaterial: "Stainless steel",
        dialColor: "Tiffany blue",
        aliases: ["Tiffany", "Tiffany Nautilus"],
      },
    ],
    ["5711/1R-001", { caseMaterial: "18k rose gold", aliases: ["5711"] }],
    ["5711/1P-001", { caseMaterial: "Platinum", aliases: ["5711", "40th anniversary Nautilus"] }],
  ),
  ...family(
    patek("Nautilus", "Nautilus", {}),
    [
      "5811/1G-001",
      {
        ...current(2022),
        caseSizeMm: 41,
        caseMaterial: "18k white gold",
        movement: "Calibre 26-330 S C, automatic",
        dialColor: "Blue",
      },
    ],
    ["3800/1A", { caseSizeMm: 37.5, caseMaterial: "Stainless steel", movement: "Calibre 335 SC, automatic" }],
    [
      "3700/1A",
      {
        ...years(1976, 1990),
        caseSizeMm: 42,
        caseMaterial: "Stainless steel",
        movement: "Calibre 28-255 C, automatic",
        aliases: ["Jumbo Nautilus", "3700"],
      },
    ],
  ),
  ...family(
    patek("Nautilus Moon Phase", "Nautilus", {
      caseSizeMm: 40,
      caseMaterial: "Stainless steel",
      movement: "Calibre 240 PS IRM C LU, automatic",
    }),
    ["5712/1A-001", { dialColor: "Blue", aliases: ["5712"] }],
  ),
  ...family(
    patek("Nautilus Chronograph", "Nautilus", { caseSizeMm: 40.5, caseMaterial: "Stainless steel" }),
    [
      "5980/1A-001",
      { movement: "Calibre CH 28-520 C, automatic chronograph", dialColor: "Blue", aliases: ["5980"] },
    ],
    [
      "5990/1A-001",
      {
        movement: "Calibre CH 28-520 C FUS, automatic chronograph",
        aliases: ["5990", "Nautilus Travel Time Chronograph"],
      },
    ],
  ),
  ...family(
    patek("Nautilus Perpetual Calendar", "Nautilus", { caseSizeMm: 40, caseMaterial: "18k white gold" }),
    ["5740/1G-001", { movement: "Calibre 240 Q, automatic", dialColor: "Blue", aliases: ["5740"] }],
  ),
  ...family(
    patek("Aquanaut", "Aquanaut", { caseSizeMm: 40.8 }),
    [
      "5167A-001",
      {
        caseMaterial: "Stainless steel",
        movement: "Calibre 324 S C or 26-330 S C, automatic",
        dialColor: "Black",
        aliases: ["5167"],
      },
    ],
    [
      "5167R-001",
      {
        caseMaterial: "18k rose gold",
        movement: "Calibre 324 S C or 26-330 S C, automatic",
        aliases: ["5167"],
      },
    ],
    [
      "5164A-001",
      {
        caseMaterial: "Stainless steel",
        movement: "Calibre 324 S C FUS or 26-330 S C FUS, automatic",
        aliases: ["Aquanaut Travel Time", "5164"],
      },
    ],
    [
      "5164R-001",
      {
        caseMaterial: "18k rose gold",
        movement: "Calibre 324 S C FUS or 26-330 S C FUS, automatic",
        aliases: ["Aquanaut Travel Time", "5164"],
      },
    ],
  ),
  ...family(
    patek("Aquanaut", "Aquanaut", { caseSizeMm: 42.2 }),
    [
      "5168G-001",
      {
        ...current(2017),
        caseMaterial: "18k white gold",
        movement: "Calibre 324 S C or 26-330 S C, automatic",
        dialColor: "Blue",
        aliases: ["Jumbo Aquanaut", "5168"],
      },
    ],
    [
      "5968A-001",
      {
        ...current(2018),
        caseMaterial: "Stainless steel",
        movement: "Calibre CH 28-520 C, automatic chronograph",
        dialColor: "Black",
        aliases: ["Aquanaut Chronograph", "5968"],
      },
    ],
  ),
  ...family(
    patek("Calatrava", "Calatrava", {}),
    [
      "5196R-001",
      {
        caseSizeMm: 37,
        caseMaterial: "18k rose gold",
        movement: "Calibre 215 PS, manual-winding",
        aliases: ["5196"],
      },
    ],
    [
      "5196G-001",
      {
        caseSizeMm: 37,
        caseMaterial: "18k white gold",
        movement: "Calibre 215 PS, manual-winding",
        aliases: ["5196"],
      },
    ],
    [
      "5196J-001",
      {
        caseSizeMm: 37,
        caseMaterial: "18k yellow gold",
        movement: "Calibre 215 PS, manual-winding",
        aliases: ["5196"],
      },
    ],
    [
      "5119G-001",
      {
        caseSizeMm: 36,
        caseMaterial: "18k white gold",
        movement: "Calibre 215 PS, manual-winding",
        aliases: ["Clous de Paris", "Hobnail"],
      },
    ],
    [
      "5227G-001",
      {
        caseSizeMm: 39,
        caseMaterial: "18k white gold",
        movement: "Calibre 324 S C, automatic",
        aliases: ["Officer's caseback"],
      },
    ],
    [
      "6119R-001",
      {
        ...current(2021),
        caseSizeMm: 39,
        caseMaterial: "18k rose gold",
        movement: "Calibre 30-255 PS, manual-winding",
        aliases: ["Clous de Paris"],
      },
    ],
    [
      "6119G-001",
      {
        ...current(2021),
        caseSizeMm: 39,
        caseMaterial: "18k white gold",
        movement: "Calibre 30-255 PS, manual-winding",
        aliases: ["Clous de Paris"],
      },
    ],
    [
      "5226G-001",
      {
        ...current(2022),
        caseSizeMm: 40,
        caseMaterial: "18k white gold",
        movement: "Calibre 26-330 S C, automatic",
      },
    ],
    ["96", { caseMaterial: null, aliases: ["Calatrava 96"] }],
  ),
  ...family(
    patek("Calatrava Pilot Travel Time", "Complications", {
      caseSizeMm: 42,
      caseMaterial: "18k white gold",
      movement: "Calibre 324 S C FUS, automatic",
    }),
    ["5524G-001", { dialColor: "Blue", aliases: ["5524", "Pilot Travel Time"] }],
  ),
  ...family(
    patek("Calatrava Weekly Calendar", "Complications", {
      caseSizeMm: 40,
      caseMaterial: "Stainless steel",
      movement: "Calibre 26-330 S C J SE, automatic",
    }),
    ["5212A-001", { ...current(2019), aliases: ["5212"] }],
  ),
  ...family(
    patek("Chronograph", "Complications", {
      caseSizeMm: 41,
      caseMaterial: "18k white gold",
      movement: "Calibre CH 29-535 PS, manual-winding chronograph",
    }),
    ["5172G-001", { aliases: ["5172"] }],
  ),
];

const ap = (model: string, collection: string, fields: Omit<Shared, "brand" | "model"> = {}) => ({
  brand: "Audemars Piguet",
  model,
  collection,
  ...fields,
});

const apEntries: CatalogueEntry[] = [
  ...family(
    ap("Royal Oak Selfwinding", "Royal Oak", { caseMaterial: "Stainless steel" }),
    ["15500ST.OO.1220ST.01", { caseSizeMm: 41, movement: cal("4302"), aliases: ["15500", "Royal Oak 41"] }],
    ["15400ST.OO.1220ST.01", { caseSizeMm: 41, movement: cal("3120"), aliases: ["15400", "Royal Oak 41"] }],
    ["15400ST.OO.1220ST.02", { caseSizeMm: 41, movement: cal("3120"), aliases: ["15400", "Royal Oak 41"] }],
    ["15400ST.OO.1220ST.03", { caseSizeMm: 41, movement: cal("3120"), aliases: ["15400", "Royal Oak 41"] }],
    ["15300ST.OO.1220ST.01", { caseSizeMm: 39, movement: cal("3120"), aliases: ["15300", "Royal Oak 39"] }],
    ["14790ST", { caseSizeMm: 36, movement: cal("2225"), aliases: ["Royal Oak 36"] }],
  ),
  ...family(
    ap("Royal Oak 'Jumbo' Extra-Thin", "Royal Oak", { caseSizeMm: 39, caseMaterial: "Stainless steel" }),
    [
      "15202ST.OO.1240ST.01",
      {
        ...years(2012, 2021),
        movement: cal("2121", "automatic, ultra-thin"),
        dialColor: "Night blue",
        aliases: ["Jumbo", "15202"],
      },
    ],
    [
      "16202ST.OO.1240ST.01",
      { ...current(2022), movement: cal("7121"), dialColor: "Night blue", aliases: ["Jumbo", "16202"] },
    ],
    ["5402ST", { movement: cal("2121", "automatic, ultra-thin"), aliases: ["Jumbo", "A-series", "5402"] }],
  ),
  ...family(
    ap("Royal Oak Chronograph", "Royal Oak", {
      caseSizeMm: 41,
      caseMaterial: "Stainless steel",
      movement: cal("2385", "automatic chronograph"),
    }),
    ["26331ST.OO.1220ST.01", { aliases: ["26331", "Royal Oak chrono"] }],
    ["26320ST.OO.1220ST.01", { aliases: ["26320", "Royal Oak chrono"] }],
  ),
  ...family(
    ap("Royal Oak Perpetual Calendar", "Royal Oak", {
      caseSizeMm: 41,
      caseMaterial: "Stainless steel",
      movement: cal("5134"),
    }),
    ["26574ST.OO.1220ST.01", { aliases: ["26574", "Royal Oak QP"] }],
  ),
  ...family(
    ap("Royal Oak Offshore Diver", "Royal Oak Offshore", {
      caseSizeMm: 42,
      caseMaterial: "Stainless steel",
      movement: cal("3120"),
    }),
    ["15710ST.OO.A002CA.01", { dialColor: "Black", aliases: ["ROO Diver", "15710"] }],
  ),
  ...family(
    ap("Royal Oak Offshore Chronograph", "Royal Oak Offshore", { caseMaterial: "Stainless steel" }),
    [
      "26470ST.OO.A027CA.01",
      { caseSizeMm: 42, movement: cal("3126/3840", "automatic chronograph"), aliases: ["ROO", "26470"] },
    ],
    ["25721ST", { caseSizeMm: 42, aliases: ["The Beast", "ROO"] }],
  ),
];

const brand =
  (name: string) =>
  (model: string, collection: string | null, fields: Omit<Shared, "brand" | "model"> = {}) => ({
    brand: name,
    model,
    collection,
    ...fields,
  });
const cartier = brand("Cartier");
const tudor = brand("Tudor");
const iwc = brand("IWC");
const breitling = brand("Breitling");
const tag = brand("TAG Heuer");
const gs = brand("Grand Seiko");
const jlc = brand("Jaeger-LeCoultre");
const panerai = brand("Panerai");
const hublot = brand("Hublot");
const vc = brand("Vacheron Constantin");
const zenith = brand("Zenith");

const demoBrandEntries: CatalogueEntry[] = [
  ...family(
    cartier("Santos de Cartier Large", "Santos de Cartier", {
      caseSizeMm: 39.8,
      caseMaterial: "Stainless steel",
      movement: cal("1847 MC"),
    }),
    [
      "WSSA0018",
      { ...current(2018), dialColor: "Silvered opaline", aliases: ["Santos large", "Santos steel"] },
    ],
  ),
  ...family(
    cartier("Tank Louis Cartier Large", "Tank", {
      caseSizeMm: 33.7,
      caseMaterial: "18k yellow gold",
      movement: cal("1917 MC", "manual-winding"),
    }),
    ["WGTA0011", { dialColor: "Silvered", aliases: ["Tank Louis"] }],
  ),
  ...family(
    cartier("Ballon Bleu de Cartier 42mm", "Ballon Bleu de Cartier", {
      caseSizeMm: 42,
      caseMaterial: "Stainless steel",
      movement: cal("049"),
    }),
    ["W69012Z4", { aliases: ["Ballon Bleu"] }],
  ),
  ...family(
    tudor("Black Bay Fifty-Eight", "Black Bay", { caseSizeMm: 39 }),
    [
      "M79030N-0001",
      {
        ...current(2018),
        caseMaterial: "Stainless steel",
        movement: "Manufacture Calibre MT5402, automatic",
        dialColor: "Black",
        aliases: ["BB58", "Black Bay 58"],
      },
    ],
    [
      "M79030B-0001",
      {
        ...current(2020),
        caseMaterial: "Stainless steel",
        movement: "Manufacture Calibre MT5402, automatic",
        dialColor: "Blue",
        aliases: ["BB58 blue", "Black Bay 58 navy"],
      },
    ],
    [
      "M79010SG-0001",
      {
        ...current(2021),
        caseMaterial: "925 silver",
        movement: "Manufacture Calibre MT5400, automatic",
        aliases: ["BB58 925", "Black Bay 58 silver"],
      },
    ],
    [
      "M79018V-0001",
      {
        ...current(2021),
        caseMaterial: "18k yellow gold",
        movement: "Manufacture Calibre MT5400, automatic",
        dialColor: "Green",
        aliases: ["BB58 gold", "Black Bay 58 18K"],
      },
    ],
    [
      "M79012M-0001",
      {
        ...current(2019),
        caseMaterial: "Bronze",
        movement: "Manufacture Calibre MT5400, automatic",
        aliases: ["BB58 bronze"],
      },
    ],
  ),
  ...family(
    tudor("Black Bay 54", "Black Bay", {
      caseSizeMm: 37,
      caseMaterial: "Stainless steel",
      movement: "Manufacture Calibre MT5400, automatic",
    }),
    ["M79000N-0001", { ...current(2023), dialColor: "Black", aliases: ["BB54"] }],
  ),
  ...family(
    tudor("Black Bay", "Black Bay", {
      caseSizeMm: 41,
      caseMaterial: "Stainless steel",
      movement: "Manufacture Calibre MT5602, automatic",
    }),
    ["M79230N", { dialColor: "Black", aliases: ["Black Bay 41"] }],
    ["M79230B", { dialColor: "Black", aliases: ["Black Bay 41 blue bezel"] }],
    ["M79230R", { dialColor: "Black", aliases: ["Black Bay 41 burgundy", "Black Bay red"] }],
    ["79220R", { movement: null, dialColor: "Black", aliases: ["Heritage Black Bay"] }],
  ),
  ...family(
    tudor("Black Bay GMT", "Black Bay", {
      caseSizeMm: 41,
      caseMaterial: "Stainless steel",
      movement: "Manufacture Calibre MT5652, automatic",
    }),
    ["M79830RB-0001", { ...current(2018), dialColor: "Black", aliases: ["Tudor Pepsi", "BB GMT"] }],
  ),
  ...family(
    tudor("Black Bay Pro", "Black Bay", {
      caseSizeMm: 39,
      caseMaterial: "Stainless steel",
      movement: "Manufacture Calibre MT5652, automatic",
    }),
    ["M79470-0001", { ...current(2022), dialColor: "Black", aliases: ["BB Pro"] }],
  ),
  ...family(
    tudor("Black Bay Chrono", "Black Bay", {
      caseSizeMm: 41,
      caseMaterial: "Stainless steel",
      movement: "Manufacture Calibre MT5813, automatic chronograph",
    }),
    ["M79360N-0001", { dialColor: "Black", aliases: ["BB Chrono"] }],
  ),
  ...family(
    tudor("Black Bay Bronze", "Black Bay", {
      caseSizeMm: 43,
      caseMaterial: "Bronze",
      movement: "Manufacture Calibre MT5601, automatic",
    }),
    ["M79250BM-0001", { aliases: ["BB Bronze"] }],
  ),
  ...family(
    tudor("Pelagos", "Pelagos", { caseMaterial: "Titanium" }),
    [
      "M25407N-0001",
      {
        ...current(2022),
        caseSizeMm: 39,
        movement: "Manufacture Calibre MT5400, automatic",
        dialColor: "Black",
        aliases: ["Pelagos 39"],
      },
    ],
    [
      "M25600TN-0001",
      {
        caseSizeMm: 42,
        movement: "Manufacture Calibre MT5612, automatic",
        dialColor: "Black",
        aliases: ["Pelagos 42"],
      },
    ],
    [
      "M25600TB-0001",
      {
        caseSizeMm: 42,
        movement: "Manufacture Calibre MT5612, automatic",
        dialColor: "Blue",
        aliases: ["Pelagos 42 blue"],
      },
    ],
    [
      "M25610TNL-0001",
      {
        caseSizeMm: 42,
        movement: "Manufacture Calibre MT5621, automatic",
        dialColor: "Black",
        aliases: ["Pelagos LHD", "Left-hand drive"],
      },
    ],
    [
      "M25707B/21",
      {
        ...current(2021),
        caseSizeMm: 42,
        movement: "Manufacture Calibre MT5602, automatic",
        dialColor: "Blue",
        aliases: ["Pelagos FXD", "Marine Nationale"],
      },
    ],
  ),
  ...family(
    tudor("Ranger", "Ranger", {
      caseSizeMm: 39,
      caseMaterial: "Stainless steel",
      movement: "Manufacture Calibre MT5402, automatic",
    }),
    ["M79950-0001", { ...current(2022), dialColor: "Black" }],
  ),
  ...family(
    iwc("Portugieser Chronograph", "Portugieser", {
      caseSizeMm: 40.9,
      caseMaterial: "Stainless steel",
      movement: cal("79350", "automatic chronograph"),
    }),
    ["IW371605", { ...current(2020), aliases: ["Portugieser chrono", "Portuguese chronograph"] }],
    [
      "IW371446",
      {
        dialColor: "Silver-plated with blue numerals",
        aliases: ["Portugieser chrono", "Portuguese chronograph"],
      },
    ],
  ),
  ...family(
    iwc("Portugieser Automatic", "Portugieser", {
      caseSizeMm: 42.3,
      caseMaterial: "Stainless steel",
      movement: cal("51011"),
    }),
    ["IW500107", { aliases: ["Portugieser 7 days", "Portuguese automatic"] }],
  ),
  ...family(
    iwc("Big Pilot's Watch", "Pilot's Watches", { caseMaterial: "Stainless steel" }),
    [
      "IW501001",
      { caseSizeMm: 46.2, movement: cal("51111"), dialColor: "Black", aliases: ["Big Pilot", "BP"] },
    ],
    [
      "IW329301",
      {
        ...current(2021),
        caseSizeMm: 43,
        movement: cal("82100"),
        dialColor: "Black",
        aliases: ["Big Pilot 43"],
      },
    ],
  ),
  ...family(
    iwc("Pilot's Watch Mark", "Pilot's Watches", { caseMaterial: "Stainless steel", dialColor: "Black" }),
    [
      "IW328201",
      {
        ...current(2022),
        model: "Pilot's Watch Mark XX",
        caseSizeMm: 40,
        movement: cal("32111"),
        aliases: ["Mark XX", "Mark 20"],
      },
    ],
    [
      "IW327001",
      {
        ...years(2016, 2022),
        model: "Pilot's Watch Mark XVIII",
        caseSizeMm: 40,
        movement: cal("35111"),
        aliases: ["Mark XVIII", "Mark 18"],
      },
    ],
    [
      "IW326501",
      {
        ...years(2012, 2016),
        model: "Pilot's Watch Mark XVII",
        caseSizeMm: 41,
        movement: cal("30110"),
        aliases: ["Mark XVII", "Mark 17"],
      },
    ],
  ),
  ...family(
    iwc("Pilot's Watch Chronograph", "Pilot's Watches", {
      caseSizeMm: 43,
      caseMaterial: "Stainless steel",
      movement: cal("79320", "automatic chronograph"),
    }),
    ["IW377709", { dialColor: "Black", aliases: ["Pilot chrono"] }],
  ),
  ...family(
    iwc("Portofino Automatic", "Portofino", {
      caseSizeMm: 40,
      caseMaterial: "Stainless steel",
      movement: cal("35111"),
    }),
    ["IW356501", { dialColor: "Silver-plated", aliases: ["Portofino"] }],
  ),
  ...family(
    iwc("Ingenieur Automatic 40", "Ingenieur", {
      caseSizeMm: 40,
      caseMaterial: "Stainless steel",
      movement: cal("32111"),
    }),
    ["IW328901", { ...current(2023), aliases: ["Ingenieur 40"] }],
  ),
  ...family(
    breitling("Navitimer B01 Chronograph 43", "Navitimer", {
      caseSizeMm: 43,
      caseMaterial: "Stainless steel",
      movement: "Manufacture Breitling Calibre 01, automatic chronograph",
    }),
    ["AB0138211B1A1", { dialColor: "Black", aliases: ["Navitimer 43", "Navitimer B01"] }],
  ),
  ...family(
    breitling("Chronomat B01 42", "Chronomat", {
      caseSizeMm: 42,
      caseMaterial: "Stainless steel",
      movement: "Manufacture Breitling Calibre 01, automatic chronograph",
    }),
    ["AB0134101B1A1", { ...current(2020), dialColor: "Black", aliases: ["Chronomat 42"] }],
  ),
  ...family(
    tag("Monaco Calibre 11", "Monaco", {
      caseSizeMm: 39,
      caseMaterial: "Stainless steel",
      movement: "Calibre 11, automatic chronograph",
    }),
    ["CAW211P.FC6356", { dialColor: "Blue", aliases: ["Monaco", "Steve McQueen Monaco"] }],
  ),
  ...family(
    tag("Carrera Chronograph", "Carrera", {
      caseSizeMm: 44,
      caseMaterial: "Stainless steel",
      movement: "Calibre Heuer 02, automatic chronograph",
    }),
    ["CBN2A1B.BA0643", { dialColor: "Black", aliases: ["Carrera Heuer 02"] }],
  ),
  ...family(
    tag("Aquaracer Professional 300", "Aquaracer", {
      caseMaterial: "Stainless steel",
      movement: "Calibre 5, automatic",
    }),
    ["WBP201A.BA0632", { caseSizeMm: 43, dialColor: "Blue", aliases: ["Aquaracer"] }],
    ["WAY201A.BA0927", { caseSizeMm: 41, aliases: ["Aquaracer"] }],
  ),
  ...family(
    gs("Heritage Collection", "Heritage", {}),
    [
      "SBGA211",
      {
        model: "Spring Drive 'Snowflake'",
        caseSizeMm: 41,
        caseMaterial: "High-intensity titanium",
        movement: "Spring Drive Calibre 9R65",
        dialColor: "White",
        aliases: ["Snowflake"],
      },
    ],
    [
      "SBGA011",
      {
        model: "Spring Drive 'Snowflake'",
        caseSizeMm: 41,
        caseMaterial: "High-intensity titanium",
        movement: "Spring Drive Calibre 9R65",
        dialColor: "White",
        aliases: ["Snowflake"],
      },
    ],
    [
      "SBGA413",
      {
        model: "Spring Drive 'Shunbun'",
        caseSizeMm: 40,
        caseMaterial: "Stainless steel",
        movement: "Spring Drive Calibre 9R65",
        aliases: ["Shunbun", "Sakura"],
      },
    ],
    [
      "SBGW231",
      {
        caseSizeMm: 37.3,
        caseMaterial: "Stainless steel",
        movement: "Calibre 9S64, manual-winding",
        dialColor: "Ivory",
      },
    ],
    [
      "SBGE201",
      {
        model: "Spring Drive GMT",
        caseSizeMm: 44,
        caseMaterial: "Stainless steel",
        movement: "Spring Drive GMT Calibre 9R66",
        dialColor: "Black",
      },
    ],
    [
      "SBGJ201",
      {
        model: "Hi-Beat 36000 GMT",
        caseSizeMm: 40,
        caseMaterial: "Stainless steel",
        movement: "Calibre 9S86, automatic hi-beat GMT",
      },
    ],
    [
      "SBGH201",
      {
        model: "Hi-Beat 36000",
        caseSizeMm: 40,
        caseMaterial: "Stainless steel",
        movement: "Calibre 9S85, automatic hi-beat",
      },
    ],
  ),
  ...family(
    gs("Evolution 9 'White Birch'", "Evolution 9", {
      caseSizeMm: 40,
      caseMaterial: "Stainless steel",
      movement: "Calibre 9SA5, automatic hi-beat",
    }),
    ["SLGH005", { ...current(2021), dialColor: "White", aliases: ["White Birch"] }],
  ),
  ...family(
    jlc("Reverso Classic Large Small Seconds", "Reverso", {
      caseSizeMm: 45.6,
      caseMaterial: "Stainless steel",
      movement: "Calibre 822/2, manual-winding",
    }),
    ["Q3858520", { aliases: ["Reverso"] }],
  ),
  ...family(
    jlc("Master Ultra Thin Moon", "Master", {
      caseSizeMm: 39,
      caseMaterial: "Stainless steel",
      movement: "Calibre 925/1, automatic",
    }),
    ["Q1368420", { aliases: ["MUT Moon"] }],
  ),
  ...family(
    panerai("Luminor Marina", "Luminor", { caseSizeMm: 44, caseMaterial: "Stainless steel" }),
    [
      "PAM01312",
      { movement: "Calibre P.9010, automatic", dialColor: "Black", aliases: ["PAM1312", "PAM 1312"] },
    ],
    [
      "PAM00312",
      { movement: "Calibre P.9000, automatic", dialColor: "Black", aliases: ["PAM312", "PAM 312"] },
    ],
    [
      "PAM00111",
      { movement: "Calibre OP XI, manual-winding", dialColor: "Black", aliases: ["PAM111", "PAM 111"] },
    ],
  ),
  ...family(
    panerai("Luminor Submersible", "Submersible", { caseMaterial: "Stainless steel" }),
    [
      "PAM00682",
      {
        model: "Luminor Submersible 1950 3 Days Automatic",
        caseSizeMm: 42,
        movement: "Calibre P.9010, automatic",
        dialColor: "Black",
        aliases: ["PAM682", "PAM 682"],
      },
    ],
    ["PAM00024", { caseSizeMm: 44, dialColor: "Black", aliases: ["PAM24", "PAM 024"] }],
  ),
  ...family(
    panerai("Luminor 1950 3 Days", "Luminor", {
      caseSizeMm: 47,
      caseMaterial: "Stainless steel",
      movement: "Calibre P.3000, manual-winding",
    }),
    ["PAM00372", { dialColor: "Black", aliases: ["PAM372", "PAM 372"] }],
  ),
  ...family(
    hublot("Big Bang Unico", "Big Bang", {
      movement: "Manufacture Calibre HUB1242 Unico, automatic flyback chronograph",
    }),
    [
      "441.CI.1171.RX",
      {
        model: "Big Bang Unico Black Magic",
        caseSizeMm: 42,
        caseMaterial: "Black ceramic",
        aliases: ["Black Magic"],
      },
    ],
    ["411.NX.1170.RX", { model: "Big Bang Unico Titanium", caseSizeMm: 45, caseMaterial: "Titanium" }],
  ),
  ...family(
    hublot("Big Bang Original Steel", "Big Bang", { caseSizeMm: 44, caseMaterial: "Stainless steel" }),
    ["301.SX.1170.RX", { aliases: ["Big Bang 44"] }],
  ),
  ...family(
    hublot("Classic Fusion Titanium", "Classic Fusion", { caseMaterial: "Titanium" }),
    ["511.NX.1171.RX", { caseSizeMm: 45, dialColor: "Black" }],
    ["542.NX.1171.RX", { caseSizeMm: 42, dialColor: "Black" }],
  ),
  ...family(
    vc("Overseas", "Overseas", { caseMaterial: "Stainless steel" }),
    [
      "4500V/110A-B128",
      {
        ...current(2016),
        caseSizeMm: 41,
        movement: cal("5100"),
        dialColor: "Blue",
        aliases: ["Overseas 41", "Overseas blue"],
      },
    ],
    [
      "5500V/110A-B148",
      {
        ...current(2016),
        model: "Overseas Chronograph",
        caseSizeMm: 42.5,
        movement: cal("5200", "automatic chronograph"),
        dialColor: "Blue",
        aliases: ["Overseas chrono"],
      },
    ],
  ),
  ...family(
    zenith("Chronomaster Sport", "Chronomaster", {
      caseSizeMm: 41,
      caseMaterial: "Stainless steel",
      movement: "El Primero 3600, automatic chronograph",
    }),
    [
      "03.3100.3600/69.M3100",
      { ...current(2021), dialColor: "Black", aliases: ["Chronomaster Sport", "El Primero"] },
    ],
  ),
];

const lange = brand("A. Lange & Söhne");
const rm = brand("Richard Mille");
const blancpain = brand("Blancpain");
const chopard = brand("Chopard");
const bvlgari = brand("Bvlgari");
const seiko = brand("Seiko");
const hamilton = brand("Hamilton");
const tissot = brand("Tissot");
const nomos = brand("Nomos Glashütte");
const bellRoss = brand("Bell & Ross");

const otherEntries: CatalogueEntry[] = [
  ...family(
    lange("Lange 1", "Lange 1", {
      caseSizeMm: 38.5,
      movement: "Calibre L121.1, manual-winding",
      ...current(2015),
    }),
    ["191.021", { caseMaterial: "18k yellow gold" }],
    ["191.025", { caseMaterial: "950 platinum" }],
    ["191.032", { caseMaterial: "18k pink gold" }],
    ["191.039", { caseMaterial: "18k white gold" }],
  ),
  ...family(
    lange("Datograph Up/Down", "Datograph", {
      caseSizeMm: 41,
      caseMaterial: "950 platinum",
      movement: "Calibre L951.6, manual-winding chronograph",
    }),
    ["403.035", { aliases: ["Datograph"] }],
  ),
  ...family(
    lange("Odysseus", "Odysseus", {
      caseSizeMm: 40.5,
      caseMaterial: "Stainless steel",
      movement: "Calibre L155.1 Datomatic, automatic",
    }),
    ["363.179", { ...current(2019), dialColor: "Blue" }],
  ),
  ...family(rm("RM 011 Automatic Flyback Chronograph", "RM", {}), [
    "RM 011",
    { aliases: ["RM11", "Felipe Massa"] },
  ]),
  ...family(rm("RM 030 Automatic Winding with Declutchable Rotor", "RM", {}), [
    "RM 030",
    { aliases: ["RM30"] },
  ]),
  ...family(rm("RM 035 Rafael Nadal", "RM", {}), ["RM 035", { aliases: ["RM35", "Nadal"] }]),
  ...family(rm("RM 055 Bubba Watson", "RM", {}), ["RM 055", { aliases: ["RM55", "Bubba Watson"] }]),
  ...family(rm("RM 67-01 Automatic Extra Flat", "RM", {}), ["RM 67-01", { aliases: ["RM67"] }]),
  ...family(rm("RM 72-01 Automatic Flyback Chronograph", "RM", {}), ["RM 72-01", { aliases: ["RM72"] }]),
  ...family(
    blancpain("Fifty Fathoms", "Fifty Fathoms", { caseMaterial: "Stainless steel", movement: cal("1315") }),
    ["5015-1130-52A", { caseSizeMm: 45, dialColor: "Black", aliases: ["Fifty Fathoms 45", "FF"] }],
    [
      "5000-1110-B52A",
      { model: "Fifty Fathoms Bathyscaphe", caseSizeMm: 43, dialColor: "Black", aliases: ["Bathyscaphe"] },
    ],
  ),
  ...family(
    chopard("Alpine Eagle Large", "Alpine Eagle", {
      caseSizeMm: 41,
      caseMaterial: "Lucent Steel",
      movement: "Chopard Calibre 01.01-C, automatic",
    }),
    ["298600-3001", { ...current(2019), dialColor: "Aletsch blue", aliases: ["Alpine Eagle 41"] }],
  ),
  ...family(
    bvlgari("Octo Finissimo Automatic", "Octo", {
      caseSizeMm: 40,
      caseMaterial: "Titanium",
      movement: "Calibre BVL 138, automatic, ultra-thin",
    }),
    ["103011", { aliases: ["Octo Finissimo"] }],
  ),
  ...family(
    seiko("Prospex", "Prospex", { caseMaterial: "Stainless steel" }),
    [
      "SPB143",
      {
        model: "Prospex 1965 Diver's Modern Re-interpretation",
        ...current(2020),
        caseSizeMm: 40.5,
        movement: cal("6R35"),
        dialColor: "Black",
        aliases: ["62MAS modern"],
      },
    ],
    [
      "SPB121",
      {
        model: "Prospex Alpinist",
        ...current(2020),
        caseSizeMm: 39.5,
        movement: cal("6R35"),
        dialColor: "Green",
        aliases: ["Alpinist"],
      },
    ],
  ),
  ...family(
    seiko("Diver's 200m", "Seiko 5 / Diver", {
      caseSizeMm: 42,
      caseMaterial: "Stainless steel",
      movement: cal("7S26"),
    }),
    ["SKX007", { dialColor: "Black", aliases: ["SKX", "SKX007K"] }],
    ["SKX009", { dialColor: "Blue", aliases: ["SKX", "Seiko Pepsi"] }],
  ),
  ...family(
    seiko("Alpinist", "Mechanical", {
      caseSizeMm: 38,
      caseMaterial: "Stainless steel",
      movement: cal("6R15"),
    }),
    ["SARB017", { dialColor: "Green", aliases: ["Alpinist"] }],
  ),
  ...family(
    seiko("Seiko 5 Automatic", "Seiko 5", {
      caseSizeMm: 37,
      caseMaterial: "Stainless steel",
      movement: cal("7S26"),
    }),
    ["SNK809", { dialColor: "Black" }],
  ),
  ...family(
    hamilton("Khaki Field", "Khaki Field", { caseSizeMm: 38, caseMaterial: "Stainless steel" }),
    [
      "H69439931",
      { model: "Khaki Field Mechanical", movement: "Calibre H-50, manual-winding", dialColor: "Black" },
    ],
    [
      "H70605731",
      {
        model: "Khaki Field Murph",
        movement: "Calibre H-10, automatic",
        dialColor: "Black",
        aliases: ["Murph", "Interstellar"],
      },
    ],
  ),
  ...family(
    tissot("PRX Powermatic 80", "T-Classic", {
      caseSizeMm: 40,
      caseMaterial: "Stainless steel",
      movement: "Powermatic 80, automatic",
    }),
    ["T137.407.11.041.00", { dialColor: "Blue", aliases: ["PRX", "PRX automatic"] }],
  ),
  ...family(
    nomos("Tangente", "Tangente", {
      caseMaterial: "Stainless steel",
      movement: "Calibre Alpha, manual-winding",
    }),
    ["139", { caseSizeMm: 35, aliases: ["Tangente 35"] }],
    ["164", { model: "Tangente 38", caseSizeMm: 37.5, aliases: ["Tangente 38"] }],
  ),
  ...family(
    bellRoss("BR 03-92", "BR 03", { caseSizeMm: 42, caseMaterial: "Black ceramic", dialColor: "Black" }),
    ["BR0392-BL-CE", { aliases: ["BR03", "BR 03-92 Black Matte"] }],
  ),
  ...family(
    bellRoss("BR 05", "BR 05", { caseSizeMm: 40, caseMaterial: "Stainless steel", dialColor: "Black" }),
    ["BR05A-BL-ST/SST", { aliases: ["BR05"] }],
  ),
];

/** Every reference the catalogue bundles: the demo shop's brands first, in its order. */
export const referenceCatalogue: readonly CatalogueEntry[] = [
  ...rolexEntries,
  ...omegaEntries,
  ...patekEntries,
  ...apEntries,
  ...demoBrandEntries,
  ...otherEntries,
];
