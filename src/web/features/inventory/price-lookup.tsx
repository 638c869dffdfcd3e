import SearchIcon from "lucide-react/icons/search";
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { formatMoney } from "../../../shared/money";
import type { PriceLookupDto } from "../../../shared/price-lookup";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/toast";
import { PriceProvenanceNote } from "../../components/watch/price-provenance";
import { useTranslation } from "../../i18n/use-translation";
import { errorMessage } from "../../lib/error-messages";
import { useLookUpPrice } from "./api/look-up-price";
import type { ItemFormValues } from "./item-form-values";

type Found = NonNullable<PriceLookupDto["price"]>;
type Outcome = { state: "found"; price: Found; filled: boolean } | { state: "failed"; text: string };

/**
 * spec: reseller-tools §2, §5, §8 and §9 — the dialog's price lookup: make and model first; the
 * shop's evidence fills the expected selling price in whole dinars (USD ÷ 3.23) when it is empty,
 * and always says where its figure came from, how many prices and of when (issue 24); nothing
 * found is said so, never replaced by a guess.
 */
export function PriceLookup({ form }: { form: UseFormReturn<ItemFormValues> }) {
  const { t } = useTranslation("inventory");
  const lookUp = useLookUpPrice();
  const [outcome, setOutcome] = useState<Outcome>();

  function fail(text: string) {
    setOutcome({ state: "failed", text });
    toast.error(t("messages.errorTitle"), { description: text });
  }

  function fill(kwd: number) {
    form.setValue("expectedSellingPrice", String(kwd), { shouldDirty: true, shouldValidate: false });
  }

  function run() {
    const { make, model, reference } = form.getValues();
    if (!make.trim() || !model.trim()) return fail(t("priceLookup.makeModelFirst"));
    setOutcome(undefined);
    lookUp.mutate(
      { make: make.trim(), model: model.trim(), reference: reference.trim() || undefined },
      {
        onSuccess: ({ price }) => {
          if (!price) return fail(t("priceLookup.noData"));
          const empty = form.getValues("expectedSellingPrice").trim() === "";
          if (empty) fill(price.expectedKwd);
          setOutcome({ state: "found", price, filled: empty });
        },
        onError: (error) => fail(t("priceLookup.failed", { message: errorMessage(error, t) })),
      },
    );
  }

  const usd = (cents: number) => formatMoney(cents, "USD", { decimals: 0 });
  return (
    <div className="grid gap-2 sm:col-span-2">
      <div>
        <Button type="button" variant="outline" size="sm" onClick={run} disabled={lookUp.isPending}>
          {lookUp.isPending ? <Spinner className="size-4" /> : <SearchIcon aria-hidden="true" />}
          {t(lookUp.isPending ? "priceLookup.loading" : "priceLookup.button")}
        </Button>
      </div>
      <div aria-live="polite" className="text-sm">
        {outcome?.state === "failed" && <p className="text-destructive">{outcome.text}</p>}
        {outcome?.state === "found" && (
          <div className="grid gap-1.5 rounded-sm border border-border bg-muted/40 p-3">
            <p>
              {t(`priceLookup.found.${outcome.price.source}.${outcome.price.matchedBy}`, {
                count: outcome.price.count,
              })}{" "}
              <bdi dir="ltr" className="tabular-nums">
                {t("priceLookup.range", {
                  median: usd(outcome.price.medianUsdCents),
                  low: usd(outcome.price.lowUsdCents),
                  high: usd(outcome.price.highUsdCents),
                })}
              </bdi>
              <PriceProvenanceNote provenance={outcome.price.provenance} className="mt-0.5 text-sm" />
            </p>
            {outcome.filled ? (
              <p className="text-muted-foreground">
                {t("priceLookup.filled", { kwd: outcome.price.expectedKwd.toLocaleString("en-US") })}
              </p>
            ) : (
              <div>
                <Button
                  type="button"
                  variant="link"
                  onClick={() => {
                    fill(outcome.price.expectedKwd);
                    setOutcome({ ...outcome, filled: true });
                  }}
                >
                  {t("priceLookup.use", { kwd: outcome.price.expectedKwd.toLocaleString("en-US") })}
                </Button>
              </div>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
