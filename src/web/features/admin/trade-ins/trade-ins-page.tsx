import { useQueryClient } from "@tanstack/react-query";
import ArrowLeftRightIcon from "lucide-react/icons/arrow-left-right";
import { useState } from "react";
import { useSearchParams } from "react-router";
import {
  type TradeInActionInput,
  type TradeInDto,
  tradeInFilters,
} from "../../../../shared/trade-in-schemas";
import { FilterSelect } from "../../../components/ui/filter-select";
import { PagedList } from "../../../components/ui/paged-list";
import { toast } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import { errorMessage } from "../../../lib/error-messages";
import { useUrlFilters } from "../../../lib/use-url-filters";
import { AdminPage } from "../components/admin-page";
import { listWords } from "../components/list-words";
import { tradeInKeys, useActOnTradeIn, useTradeIn, useTradeIns } from "./api/trade-ins";
import { TradeInDialog } from "./trade-in-dialog";
import { TradeInList } from "./trade-in-list";

const defaultFilters = { status: "open" as (typeof tradeInFilters)[number] };
const filterChoices = { status: tradeInFilters };

/**
 * Issue 31: sellers' requests for staff, newest first, open ones by default. The open request is in
 * the address (`?request=`); each answer is mailed to the seller and audited by the server, and a
 * bought watch joins the store inventory, ready for "Create listing".
 */
export function TradeInsPage() {
  const { t } = useTranslation("admin");
  const [filters, setFilters] = useUrlFilters(defaultFilters, filterChoices);
  const [params, setParams] = useSearchParams();
  const openedId = params.get("request") ?? undefined;
  const list = useTradeIns(filters.status);
  const opened = useTradeIn(openedId);
  const act = useActOnTradeIn();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string>();

  const open = (id: string | undefined) => {
    setFailure(undefined);
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set("request", id);
      else next.delete("request");
      return next;
    });
  };

  const answer = (request: TradeInDto, action: TradeInActionInput, done: () => void) => {
    setFailure(undefined);
    act.mutate(
      { id: request.id, action },
      {
        onSuccess: (after) => {
          toast.success(t(`tradeIns.moved.${after.status === "submitted" ? "offered" : after.status}`));
          done();
        },
        onError: (error) => {
          const message = errorMessage(error, t);
          setFailure(message);
          toast.error(t("tradeIns.moveFailed"), { description: message });
        },
      },
    );
  };

  const rows = list.data?.pages.flatMap((page) => page.requests) ?? [];
  const openCount = list.data?.pages[0]?.open ?? 0;

  return (
    <AdminPage className="grid gap-6" title={t("tradeIns.title")} intro={t("tradeIns.intro")}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <FilterSelect
          id="trade-in-status"
          label={t("tradeIns.statusLabel")}
          value={filters.status}
          options={tradeInFilters}
          optionLabel={(option) => t(`tradeIns.filters.${option}`)}
          onChange={(status) => setFilters({ status })}
        />
        {list.data && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t("tradeIns.openCount", { count: openCount })}
          </p>
        )}
      </div>
      <PagedList
        query={list}
        rows={rows}
        emptyIcon={ArrowLeftRightIcon}
        words={listWords(t, "tradeIns", { filtered: filters.status !== "open", count: rows.length })}
      >
        {(rows) => (
          <TradeInList
            rows={rows}
            onOpen={(request) => {
              queryClient.setQueryData(tradeInKeys.detail(request.id), request);
              open(request.id);
            }}
          />
        )}
      </PagedList>
      <TradeInDialog
        request={openedId ? opened.data : undefined}
        pending={act.isPending}
        error={failure}
        onAct={answer}
        onOpenChange={(isOpen) => !isOpen && open(undefined)}
      />
    </AdminPage>
  );
}
