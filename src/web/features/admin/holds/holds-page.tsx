import HandCoinsIcon from "lucide-react/icons/hand-coins";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { type AdminHoldDto, holdFilters } from "../../../../shared/hold-schemas";
import { holdKinds } from "../../../../shared/holds";
import { FilterSelect } from "../../../components/ui/filter-select";
import { PagedList } from "../../../components/ui/paged-list";
import { toast } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import { errorMessage } from "../../../lib/error-messages";
import { useUrlFilters } from "../../../lib/use-url-filters";
import { AdminPage } from "../components/admin-page";
import { listWords } from "../components/list-words";
import {
  type AdminHoldAction,
  type HoldFilter,
  type HoldKindFilter,
  useActOnAdminHold,
  useAdminHolds,
} from "./api/holds";
import { HoldDialog } from "./hold-dialog";
import { HoldList } from "./hold-list";

const kindFilters = ["all", ...holdKinds] as const satisfies readonly HoldKindFilter[];
const defaultFilters = { kind: "all" as HoldKindFilter, status: "open" as HoldFilter };
const filterChoices = { kind: kindFilters, status: holdFilters };

/** What staff are told once a step is taken, by the hold's new status. */
const movedKey: Record<AdminHoldAction["action"], string> = {
  accept: "holds.moved.accepted",
  counter: "holds.moved.countered",
  decline: "holds.moved.declined",
  cancel: "holds.moved.cancelled",
};

/**
 * Issue 31: "Offers & reservations" — deposits and offers, newest first, open ones by default,
 * by kind and status. Staff accept an offer (the watch is held for the shopper at that price for
 * 48 hours), counter it, decline it, or cancel a reservation (its deposit refunded) or an accepted
 * offer (its watch released); the server mails the shopper, audits the step and says why it
 * refuses one (the watch sold meanwhile, the offer moved), which is shown in words.
 */
export function HoldsPage() {
  const { t } = useTranslation("admin");
  const [filters, setFilters] = useUrlFilters(defaultFilters, filterChoices);
  const [params, setParams] = useSearchParams();
  const openedId = params.get("hold") ?? undefined;
  const list = useAdminHolds(filters.kind, filters.status);
  const act = useActOnAdminHold();
  const [failure, setFailure] = useState<string>();
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];
  const opened = rows.find((hold) => hold.id === openedId);
  const openCount = list.data?.pages[0]?.openCount ?? 0;

  const open = (id: string | undefined) => {
    setFailure(undefined);
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set("hold", id);
      else next.delete("hold");
      return next;
    });
  };

  const answer = (hold: AdminHoldDto, action: AdminHoldAction, done: () => void) => {
    setFailure(undefined);
    act.mutate(
      { id: hold.id, step: action },
      {
        onSuccess: () => {
          toast.success(t(movedKey[action.action]));
          done();
        },
        onError: (error) => {
          const message = errorMessage(error, t);
          setFailure(message);
          toast.error(t("holds.moveFailed"), { description: message });
        },
      },
    );
  };

  return (
    <AdminPage className="grid gap-6" title={t("holds.title")} intro={t("holds.intro")}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-wrap gap-4">
          <FilterSelect
            id="hold-kind"
            label={t("holds.kindLabel")}
            value={filters.kind}
            options={kindFilters}
            optionLabel={(option) => t(`holds.kindFilters.${option}`)}
            onChange={(kind) => setFilters({ ...filters, kind })}
          />
          <FilterSelect
            id="hold-status"
            label={t("holds.statusLabel")}
            value={filters.status}
            options={holdFilters}
            optionLabel={(option) =>
              option === "open" || option === "all"
                ? t(`holds.filters.${option}`)
                : t(`holds.status.${option}`)
            }
            onChange={(status) => setFilters({ ...filters, status })}
          />
        </div>
        {list.data && (
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="holds-open-count">
            {t("holds.openCount", { count: openCount })}
          </p>
        )}
      </div>
      <PagedList
        query={list}
        rows={rows}
        emptyIcon={HandCoinsIcon}
        words={listWords(t, "holds", {
          filtered: filters.status !== "open" || filters.kind !== "all",
          count: rows.length,
        })}
      >
        {(shown) => <HoldList rows={shown} onOpen={(hold) => open(hold.id)} />}
      </PagedList>
      <HoldDialog
        hold={opened}
        pending={act.isPending}
        error={failure}
        onAct={answer}
        onOpenChange={(isOpen) => !isOpen && open(undefined)}
      />
    </AdminPage>
  );
}
