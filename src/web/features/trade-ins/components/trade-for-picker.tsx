import { useState } from "react";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useTranslation } from "../../../i18n/use-translation";
import { useFormatPrice } from "../../../lib/use-format-money";
import { useTradeForSearch } from "../api/search-listings";

const radioClass =
  "size-4 shrink-0 accent-gold-dark outline-none focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2";

/**
 * Issue 31: the listed watch a seller would take in exchange, or none. A search over the shop's
 * collection offers its first watches for sale as plain radio buttons beside "None", so a
 * keyboard and a screen reader choose as they choose anything else.
 */
export function TradeForPicker({
  id,
  chosen,
  onChoose,
  error,
}: {
  id: string;
  chosen: { id: string; title: string } | null;
  onChoose: (choice: { id: string; title: string } | null) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation("sell");
  const { format } = useFormatPrice();
  const [query, setQuery] = useState("");
  const search = useTradeForSearch(query);
  const matches = (search.data ?? []).filter((card) => card.id !== chosen?.id);
  const name = `${id}-choice`;
  return (
    <div className="grid gap-4">
      <FormField label={t("fields.tradeFor")} htmlFor={id} hint={t("fields.tradeForHint")} error={error}>
        <Input
          id={id}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          maxLength={100}
          dir="auto"
          autoComplete="off"
        />
      </FormField>
      <div role="radiogroup" aria-label={t("fields.tradeFor")} className="grid gap-2">
        <label className="flex items-center gap-3 text-sm">
          <input
            type="radio"
            name={name}
            checked={chosen === null}
            onChange={() => onChoose(null)}
            className={radioClass}
          />
          {t("fields.tradeForNone")}
        </label>
        {chosen && (
          <label className="flex items-center gap-3 text-sm font-medium">
            <input
              type="radio"
              name={name}
              checked
              onChange={() => onChoose(chosen)}
              className={radioClass}
            />
            <bdi>{chosen.title}</bdi>
          </label>
        )}
        {matches.map((card) => (
          <label key={card.id} className="flex items-center gap-3 text-sm">
            <input
              type="radio"
              name={name}
              checked={false}
              onChange={() => onChoose({ id: card.id, title: card.title })}
              className={radioClass}
            />
            <span className="min-w-0">
              <bdi>{card.title}</bdi>
              <span className="ms-2 text-muted-foreground" dir="ltr">
                {format(card.priceCents)}
              </span>
            </span>
          </label>
        ))}
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {search.isFetching
          ? t("fields.tradeForSearching")
          : query.trim().length >= 2 && search.data && matches.length === 0 && !chosen
            ? t("fields.tradeForNoMatch")
            : ""}
      </p>
    </div>
  );
}
