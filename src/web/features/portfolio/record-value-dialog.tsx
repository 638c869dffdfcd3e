import { type FormEvent, useState } from "react";
import { formatMoney } from "../../../shared/money";
import { type PortfolioItemDto, portfolioValuationSchema } from "../../../shared/portfolio-schemas";
import { FormDialog, FormDialogActions } from "../../components/ui/form-dialog";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { toast } from "../../components/ui/toast";
import { ItemName } from "../../components/watch/item-name";
import { PriceProvenanceNote } from "../../components/watch/price-provenance";
import { useTranslation } from "../../i18n/use-translation";
import { useMessage } from "../../lib/use-message";
import { useRecordValuation } from "./api/record-valuation";
import { portfolioErrorMessage, portfolioValidationMessage } from "./portfolio-messages";

/**
 * A re-valuation by the owner (issue 11): the figure they enter is recorded as their own estimate,
 * never as a market price, and becomes the watch's market price and a point of its history.
 */
export function RecordValueDialog({
  item,
  onOpenChange,
}: {
  item: PortfolioItemDto | undefined;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("portfolio");
  return (
    <FormDialog
      open={item !== undefined}
      onOpenChange={onOpenChange}
      title={t("valuation.title")}
      description={t("valuation.description")}
      className="max-w-md"
    >
      {item && <ValueForm key={item.id} item={item} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

function ValueForm({ item, onDone }: { item: PortfolioItemDto; onDone: () => void }) {
  const { t } = useTranslation("portfolio");
  const say = useMessage();
  const record = useRecordValuation();
  const [price, setPrice] = useState("");
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = portfolioValuationSchema.safeParse({ price, source: "owner_estimate" });
    if (!checked.success)
      return setError(say(portfolioValidationMessage(checked.error.issues[0]?.message ?? "")));
    setError(undefined);
    record.mutate(
      { id: item.id, json: { price, source: "owner_estimate" } },
      {
        onSuccess: () => {
          toast.success(t("messages.valueRecorded"));
          onDone();
        },
        onError: (failure) =>
          toast.error(t("messages.errorTitle"), {
            description: t("messages.valueFailed", { message: say(portfolioErrorMessage(failure)) }),
          }),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <p className="rounded-sm border border-border bg-muted/40 px-4 py-3 text-sm">
        <span className="font-medium">
          <ItemName make={item.brand} model={item.model} reference={item.reference} />
        </span>
        <br />
        <span className="text-muted-foreground">
          {t("valuation.current")}
          {": "}
          {item.marketPriceCents === null ? (
            t("messages.noMarketData")
          ) : (
            <>
              <bdi dir="ltr" className="tabular-nums">
                {formatMoney(item.marketPriceCents, "USD")}
              </bdi>
              <PriceProvenanceNote provenance={item.lastValuationProvenance} savedAt={item.lastValuedAt} />
            </>
          )}
        </span>
      </p>
      <FormField htmlFor="portfolio-value-price" label={t("valuation.price")} error={error}>
        <Input
          id="portfolio-value-price"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          type="text"
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          maxLength={16}
          placeholder="0.00"
        />
      </FormField>
      <FormDialogActions
        cancel={t("valuation.cancel")}
        submit={t("valuation.save")}
        working={t("valuation.saving")}
        pending={record.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
