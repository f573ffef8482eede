import { cn } from "@fh/ui";
import { Fragment, useRef, type ReactNode, type RefObject } from "react";
import { EmptyState, LoadError, Loading } from "./bits";
import { Pager, showingText, type PageInfo } from "./ListControls";

/** A page of a staff list as its search query holds it (any staff `search` procedure's useQuery() fits). */
export interface StaffListQuery<T> {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  data: (Omit<PageInfo, "items"> & { items: readonly T[] }) | undefined;
  refetch: () => unknown;
}

/** A list's own words (SPEC §2), each page's exactly. */
export interface StaffListTexts {
  /** The spinner's label: "Loading consultations...". */
  loading: string;
  /** What failed: "Failed to load {loadError}." */
  loadError: string;
  /** Nothing at all yet. */
  empty: { title: string; text?: ReactNode };
  /** Nothing matches the search or filter; `showAll` names the button that clears them (with `onShowAll`). */
  noMatch: { title: string; text?: ReactNode; showAll?: string };
  /** What is paged, naming the pager ("Consultations" makes "Consultations pages"). */
  pager: string;
}

/**
 * A searchable, paged staff list, from its query to its last rung: loading,
 * failed (with Try again), empty, nothing matching (with, where the list has
 * one, the way back to everything), a summary line, the page's items and
 * Previous / Next. While the next page loads, the one being left stays,
 * dimmed and marked busy.
 */
export function StaffListView<T extends { id: number }>({
  query,
  texts,
  filtered,
  nothingAtAll = false,
  onShowAll,
  onPage,
  focusTarget,
  listClassName = "space-y-3",
  renderItem,
}: {
  query: StaffListQuery<T>;
  texts: StaffListTexts;
  /** A search or filter narrows the list: an empty page says nothing matches, the summary says "matching". */
  filtered: boolean;
  /** The list has nothing at all, whatever the search (from its counts): an empty page says so rather than "no match". */
  nothingAtAll?: boolean;
  onShowAll?: () => void;
  onPage: (page: number) => void;
  /**
   * Where Previous / Next take the focus: the list's own heading. Without
   * one, a summary line above the list ("Showing 21–40 of 140") takes it.
   */
  focusTarget?: RefObject<HTMLElement | null>;
  listClassName?: string;
  /** One item, as a list item (the view keys it by id). */
  renderItem: (item: T) => ReactNode;
}) {
  const summary = useRef<HTMLParagraphElement>(null);
  const { data } = query;

  if (query.isPending) return <Loading label={texts.loading} />;
  if (query.isError || !data) return <LoadError what={texts.loadError} onRetry={() => void query.refetch()} />;

  if (data.items.length === 0) {
    if (!filtered || nothingAtAll) return <EmptyState title={texts.empty.title}>{texts.empty.text}</EmptyState>;
    const { title, text, showAll } = texts.noMatch;
    return (
      <EmptyState title={title}>
        {showAll && onShowAll ? (
          <button type="button" className="font-semibold text-navy underline" onClick={onShowAll}>
            {showAll}
          </button>
        ) : (
          text
        )}
      </EmptyState>
    );
  }

  return (
    <>
      {focusTarget ? null : (
        <p ref={summary} tabIndex={-1} className="mb-3 text-sm text-ink-soft">
          {showingText(data)}
          {filtered ? " matching" : ""}
        </p>
      )}
      <ul className={cn(listClassName, query.isPlaceholderData && "opacity-60")} aria-busy={query.isPlaceholderData}>
        {data.items.map((item) => (
          <Fragment key={item.id}>{renderItem(item)}</Fragment>
        ))}
      </ul>
      <Pager info={data} label={texts.pager} busy={query.isPlaceholderData} focusTarget={focusTarget ?? summary} onPage={onPage} />
    </>
  );
}
