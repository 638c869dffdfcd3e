import type { ReactNode } from "react";
import {
  authenticityOptions,
  boxPapersOptions,
  conditions,
  type SpecificationKey,
  type Specifications,
  specificationKeys,
} from "../../../../shared/catalog";
import type { Language } from "../../../../shared/i18n";
import { SpecValue } from "../../../components/watch/spec-value";
import { specKeyLabel } from "../../../components/watch/spec-value-words";
import type { TFunction } from "../../../i18n/translator";
import { useLanguage } from "../../../i18n/use-language";
import { useTranslation } from "../../../i18n/use-translation";

/** spec: storefront §2 Watch detail — the specification cards and the keys each one holds. */
const groups: { titleKey: string; keys: SpecificationKey[] }[] = [
  {
    titleKey: "specs.conditionTitle",
    keys: ["condition", "boxPapers", "authenticity", "warranty", "serviceHistory"],
  },
  { titleKey: "specs.caseTitle", keys: ["caseMaterial", "caseSize", "thickness", "dialColor", "bezelType"] },
  {
    titleKey: "specs.movementTitle",
    keys: ["movement", "complications", "waterResistance", "braceletStrap"],
  },
];

/** Keys whose values are one of the spec's options (§5) and so have translations. */
const translatedOptions: Partial<Record<SpecificationKey, { prefix: string; values: readonly string[] }>> = {
  condition: { prefix: "conditions", values: conditions },
  boxPapers: { prefix: "boxPapers", values: boxPapersOptions },
  authenticity: { prefix: "authenticity", values: authenticityOptions },
};

const knownKeys = new Set<string>(specificationKeys);

/**
 * Every label under which the page shows one of the watch's facts: the header's brand, model,
 * reference and year and each filled specification card row, as `t` words them.
 */
export function shownFactLabels(
  watch: { reference: string | null; year: number | null; specifications: Specifications },
  t: TFunction,
  language: Language,
): string[] {
  const identity = [
    "brand",
    "model",
    ...(watch.reference ? ["reference"] : []),
    ...(watch.year ? ["year"] : []),
  ];
  const filled = Object.keys(watch.specifications).filter((key) => watch.specifications[key]?.trim());
  return [
    ...identity.map((key) => t(`specs.labels.${key}`)),
    ...filled.map((key) => (knownKeys.has(key) ? t(`specs.labels.${key}`) : specKeyLabel(key, language))),
  ];
}

type Row = { key: string; label: string; value: ReactNode };

function SpecCard({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <section className="rounded-md border border-border/80 bg-card p-5 shadow-xs sm:p-6">
      <h3 className="font-display text-lg font-medium">{title}</h3>
      <div className="mt-2 h-px w-10 bg-gold" aria-hidden="true" />
      <dl className="mt-4 divide-y divide-border/70">
        {rows.map((row) => (
          <div key={row.key} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 py-2.5 text-sm">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="text-end font-medium text-foreground">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The four specification cards; a card with nothing to show is left out. */
export function SpecCards({
  specifications,
  specificationsAr = {},
}: {
  specifications: Specifications;
  /** The free-text values in Arabic by key (issue 24): the Arabic page's words where they exist. */
  specificationsAr?: Record<string, string>;
}) {
  const { t } = useTranslation("storefront");
  const language = useLanguage();

  function displayValue(key: string, value: string): ReactNode {
    const options = translatedOptions[key as SpecificationKey];
    return options?.values.includes(value) ? (
      t(`${options.prefix}.${value}`)
    ) : (
      <SpecValue value={value} arabic={specificationsAr[key]} />
    );
  }

  function rowsOf(keys: string[], label: (key: string) => string): Row[] {
    return keys.flatMap((key) => {
      const value = specifications[key]?.trim();
      return value ? [{ key, label: label(key), value: displayValue(key, value) }] : [];
    });
  }

  const cards = [
    ...groups.map((group) => ({
      title: t(group.titleKey),
      rows: rowsOf(group.keys, (key) => t(`specs.labels.${key}`)),
    })),
    {
      title: t("specs.additionalTitle"),
      rows: rowsOf(
        Object.keys(specifications).filter((key) => !knownKeys.has(key)),
        (key) => specKeyLabel(key, language),
      ),
    },
  ].filter((card) => card.rows.length > 0);

  if (cards.length === 0) return null;
  return (
    <div className="grid gap-4 sm:grid-cols-2 sm:gap-5">
      {cards.map((card) => (
        <SpecCard key={card.title} title={card.title} rows={card.rows} />
      ))}
    </div>
  );
}
