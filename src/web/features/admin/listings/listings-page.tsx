import ClipboardListIcon from "lucide-react/icons/clipboard-list";
import PlusIcon from "lucide-react/icons/plus";
import { lazy, Suspense, useState } from "react";
import {
  type AdminListingRowDto,
  type AdminListingStatus,
  adminListingStatuses,
} from "../../../../shared/listing-schemas";
import { Button } from "../../../components/ui/button";
import { PagedList } from "../../../components/ui/paged-list";
import { useTranslation } from "../../../i18n/use-translation";
import { useUrlFilters } from "../../../lib/use-url-filters";
import { AdminPage } from "../components/admin-page";
import { listWords } from "../components/list-words";
import { useSelection } from "../components/use-selection";
import { useAdminListings } from "./api/get-admin-listings";
import { BulkActionsBar } from "./bulk-actions-bar";
import { DeleteListingDialog } from "./delete-listing-dialog";
import { InstagramPostDialog } from "./instagram-post-dialog";
import { ListingDialog, type ListingDialogTarget } from "./listing-dialog";
import { ListingsTable } from "./listings-table";
import { ListingsToolbar } from "./listings-toolbar";

// Issue 31: the authenticity record loads when staff open it, with its words.
const AuthenticityDialog = lazy(async () => ({
  default: (await import("./authenticity/authenticity-dialog")).AuthenticityDialog,
}));

const defaultFilters: { q: string; status: AdminListingStatus } = { q: "", status: "all" };
const filterChoices = { status: adminListingStatuses };

/**
 * spec: storefront §2 Listings (issue 9): every listing, searched and filtered (the filters live in
 * the address, so a search can be bookmarked), one keyset page at a time, with the Add/Edit,
 * Instagram post and delete dialogs.
 */
export function ListingsPage() {
  const { t } = useTranslation("admin");
  const [filters, setFilters] = useUrlFilters(defaultFilters, filterChoices);
  const listings = useAdminListings(filters);
  const [editing, setEditing] = useState<ListingDialogTarget>();
  const [posting, setPosting] = useState<AdminListingRowDto>();
  const [deleting, setDeleting] = useState<AdminListingRowDto>();
  const [inspecting, setInspecting] = useState<AdminListingRowDto>();
  const { selected, select, clear } = useSelection();

  const rows = listings.data?.pages.flatMap((page) => page.items) ?? [];
  const markets = Object.fromEntries(
    listings.data?.pages.flatMap((page) => Object.entries(page.markets)) ?? [],
  );
  const filtered = filters.q !== "" || filters.status !== "all";

  return (
    <AdminPage
      className="grid gap-6"
      title={t("listings.title")}
      intro={t("listings.intro")}
      actions={
        <Button variant="luxury" onClick={() => setEditing({ mode: "add" })}>
          <PlusIcon aria-hidden="true" />
          {t("listings.add")}
        </Button>
      }
    >
      <ListingsToolbar
        filters={filters}
        onChange={(next) => {
          clear();
          setFilters(next);
        }}
      />
      <BulkActionsBar ids={[...selected]} onDone={clear} />
      <PagedList
        query={listings}
        rows={rows}
        emptyIcon={ClipboardListIcon}
        table
        words={{
          ...listWords(t, "listings", { filtered: filtered, count: rows.length }),
          failedTitle: t("listings.messages.fetchFailed"),
        }}
      >
        {(rows, state) => (
          <ListingsTable
            rows={rows}
            markets={markets}
            state={state}
            selected={selected}
            onSelect={select}
            onEdit={(row) => setEditing({ mode: "edit", id: row.id })}
            onPost={setPosting}
            onAuthenticity={setInspecting}
            onDelete={setDeleting}
          />
        )}
      </PagedList>

      <ListingDialog target={editing} onOpenChange={(open) => !open && setEditing(undefined)} />
      {posting && (
        <InstagramPostDialog listing={posting} open onOpenChange={(open) => !open && setPosting(undefined)} />
      )}
      {inspecting && (
        <Suspense>
          <AuthenticityDialog
            listing={inspecting}
            onOpenChange={(open) => !open && setInspecting(undefined)}
          />
        </Suspense>
      )}
      <DeleteListingDialog listing={deleting} onOpenChange={(open) => !open && setDeleting(undefined)} />
    </AdminPage>
  );
}
