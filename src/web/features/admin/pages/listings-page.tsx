import { ClipboardListIcon, PlusIcon } from "lucide-react";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import {
  type AdminListingRowDto,
  type AdminListingStatus,
  adminListingStatuses,
} from "../../../../shared/listing-schemas";
import { Button } from "../../../components/ui/button";
import { EmptyPanel } from "../../../components/ui/empty-panel";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/error-messages";
import { AdminPageHeader } from "../components/admin-page-header";
import { useAdminListings } from "../listings/api/get-admin-listings";
import { DeleteListingDialog } from "../listings/delete-listing-dialog";
import { InstagramPostDialog } from "../listings/instagram-post-dialog";
import { ListingDialog, type ListingDialogTarget } from "../listings/listing-dialog";
import { ListingsTable } from "../listings/listings-table";
import { ListingsToolbar } from "../listings/listings-toolbar";

const isStatus = (value: string | null): value is AdminListingStatus =>
  (adminListingStatuses as readonly (string | null)[]).includes(value);

/**
 * spec: storefront §2 Listings (issue 9): every listing, searched and filtered (the filters live in
 * the address, so a search can be bookmarked), one keyset page at a time, with the Add/Edit,
 * Instagram post and delete dialogs.
 */
export function ListingsPage() {
  const { t } = useTranslation("admin");
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const statusParam = params.get("status");
  const status = isStatus(statusParam) ? statusParam : "all";
  const listings = useAdminListings({ q, status });
  const [editing, setEditing] = useState<ListingDialogTarget>();
  const [posting, setPosting] = useState<AdminListingRowDto>();
  const [deleting, setDeleting] = useState<AdminListingRowDto>();

  const setFilters = useCallback(
    (filters: { q: string; status: AdminListingStatus }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (filters.q) next.set("q", filters.q);
          else next.delete("q");
          if (filters.status !== "all") next.set("status", filters.status);
          else next.delete("status");
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const rows = listings.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = q !== "" || status !== "all";

  return (
    <section className="container-page py-10 md:py-14" aria-labelledby="page-title">
      <AdminPageHeader
        title={t("listings.title")}
        intro={t("listings.intro")}
        actions={
          <Button variant="luxury" onClick={() => setEditing({ mode: "add" })}>
            <PlusIcon aria-hidden="true" />
            {t("listings.add")}
          </Button>
        }
      />

      <div className="mt-8 grid gap-6">
        <ListingsToolbar q={q} status={status} onChange={setFilters} />
        {listings.isPending && <Spinner label={t("listings.loading")} className="mx-auto my-16" />}
        {listings.isError && (
          <EmptyPanel
            frame="dashed"
            title={t("listings.messages.fetchFailed")}
            text={errorMessage(listings.error, t)}
            action={
              <Button variant="outline" onClick={() => void listings.refetch()}>
                {t("listings.retry")}
              </Button>
            }
          />
        )}
        {listings.isSuccess && rows.length === 0 && (
          <EmptyPanel
            frame="dashed"
            icon={<ClipboardListIcon className="size-5" strokeWidth={1.5} aria-hidden="true" />}
            text={t(filtered ? "listings.emptyFiltered" : "listings.empty")}
          />
        )}
        {rows.length > 0 && (
          <>
            <ListingsTable
              rows={rows}
              onEdit={(row) => setEditing({ mode: "edit", id: row.id })}
              onPost={setPosting}
              onDelete={setDeleting}
            />
            <div className="flex flex-col items-center gap-3">
              <p className="text-xs text-muted-foreground" aria-live="polite">
                {t("listings.shown", { count: rows.length })}
              </p>
              {listings.hasNextPage && (
                <Button
                  variant="outline"
                  onClick={() => void listings.fetchNextPage()}
                  disabled={listings.isFetchingNextPage}
                >
                  {listings.isFetchingNextPage && <Spinner className="size-4" />}
                  {listings.isFetchingNextPage ? t("listings.loadingMore") : t("listings.loadMore")}
                </Button>
              )}
            </div>
          </>
        )}
      </div>

      <ListingDialog target={editing} onOpenChange={(open) => !open && setEditing(undefined)} />
      {posting && (
        <InstagramPostDialog listing={posting} open onOpenChange={(open) => !open && setPosting(undefined)} />
      )}
      <DeleteListingDialog listing={deleting} onOpenChange={(open) => !open && setDeleting(undefined)} />
    </section>
  );
}
