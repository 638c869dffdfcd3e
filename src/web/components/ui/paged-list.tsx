import type { UseInfiniteQueryResult } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./button";
import { EmptyPanel } from "./empty-panel";
import { LoadFailedPanel } from "./load-failed-panel";
import { Spinner } from "./spinner";

/** What a paged list says, in its page's words (translated already; `empty` and `shown` chosen for now). */
export interface PagedListWords {
  loading: string;
  /** The failure panel's heading; without one, `failedText` alone says what went wrong. */
  failedTitle?: string;
  failedText: (error: Error) => string;
  retry: string;
  empty: string;
  shown: string;
  loadMore: string;
  loadingMore: string;
}

/**
 * A list read one keyset page at a time: a spinner while the first page comes, the failure with a
 * retry, the empty panel, or the rows with how many are shown and the button for the next page.
 */
export function PagedList<Row>({
  query,
  rows,
  words,
  emptyIcon: EmptyIcon,
  announceShown = true,
  children,
}: {
  query: UseInfiniteQueryResult<unknown, Error>;
  rows: Row[];
  words: PagedListWords;
  emptyIcon: LucideIcon;
  /** Off where the page announces its own count already. */
  announceShown?: boolean;
  children: (rows: Row[]) => ReactNode;
}) {
  return (
    <>
      {query.isPending && <Spinner label={words.loading} className="mx-auto my-16" />}
      {query.isError && (
        <LoadFailedPanel
          title={words.failedTitle}
          text={words.failedText(query.error)}
          retry={words.retry}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isSuccess && rows.length === 0 && (
        <EmptyPanel
          frame="dashed"
          icon={<EmptyIcon className="size-5" strokeWidth={1.5} aria-hidden="true" />}
          text={words.empty}
        />
      )}
      {rows.length > 0 && (
        <>
          {children(rows)}
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
                {query.isFetchingNextPage ? words.loadingMore : words.loadMore}
              </Button>
            )}
          </div>
        </>
      )}
    </>
  );
}
