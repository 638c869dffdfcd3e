import type { UseInfiniteQueryResult } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { errorMessage } from "../../lib/error-messages";
import { Button } from "./button";
import { EmptyPanel } from "./empty-panel";
import { IconBadge } from "./icon-badge";
import { LoadFailedPanel } from "./load-failed-panel";
import { Spinner } from "./spinner";

/**
 * What a paged list says, in its page's words (translated already; `empty` and `shown` chosen for
 * now). The failure's text is the server's reason unless the page words it.
 */
export interface PagedListWords {
  loading: string;
  /** The failure panel's heading; without one, the failure's text alone says what went wrong. */
  failedTitle?: string;
  failedText?: (error: Error) => string;
  empty: string;
  shown: string;
  loadingMore: string;
}

/** What a table shows in its own frame: skeleton rows while the first page loads, or why it is empty. */
export interface PagedTableState {
  loading: string | undefined;
  empty: ReactNode;
}

/**
 * A list read one keyset page at a time: a spinner while the first page comes, the failure with a
 * retry, the empty panel, or the rows with how many are shown and the button for the next page.
 * A `table` draws the first load and the emptiness in its own frame, so its headings stay put.
 */
export function PagedList<Row>({
  query,
  rows,
  words,
  emptyIcon: EmptyIcon,
  announceShown = true,
  table = false,
  children,
}: {
  query: UseInfiniteQueryResult<unknown, Error>;
  rows: Row[];
  words: PagedListWords;
  emptyIcon: LucideIcon;
  /** Off where the page announces its own count already. */
  announceShown?: boolean;
  table?: boolean;
  children: (rows: Row[], state: PagedTableState) => ReactNode;
}) {
  const { t } = useTranslation();
  const emptyIcon = <EmptyIcon className="size-5" strokeWidth={1.5} aria-hidden="true" />;
  const tableState: PagedTableState =
    rows.length > 0
      ? { loading: undefined, empty: null }
      : {
          loading: query.isPending ? words.loading : undefined,
          empty: (
            <>
              <IconBadge size="sm">{emptyIcon}</IconBadge>
              <p>{words.empty}</p>
            </>
          ),
        };
  return (
    <>
      {query.isPending && !table && <Spinner label={words.loading} className="mx-auto my-16" />}
      {query.isError && (
        <LoadFailedPanel
          title={words.failedTitle}
          text={words.failedText?.(query.error) ?? errorMessage(query.error, t)}
          retry={t("common:actions.tryAgain")}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isSuccess && rows.length === 0 && !table && (
        <EmptyPanel frame="dashed" icon={emptyIcon} text={words.empty} />
      )}
      {(rows.length > 0 || (table && !query.isError)) && children(rows, tableState)}
      {rows.length > 0 && (
        <div className="flex flex-col items-center gap-3">
          <p className="text-xs text-muted-foreground" aria-live={announceShown ? "polite" : undefined}>
            {words.shown}
          </p>
          {query.hasNextPage && (
            <Button
              variant="outline"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
            >
              {query.isFetchingNextPage && <Spinner className="size-4" />}
              {query.isFetchingNextPage ? words.loadingMore : t("common:actions.loadMore")}
            </Button>
          )}
        </div>
      )}
    </>
  );
}
