import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client';
import { ListPager } from './pager/list-pager';
import { QueryState, type QueryLike } from './query-state';

interface Props<Row> {
  query: QueryLike<{ data: Row[]; count: number }>;
  loadingLabel: string;
  errorTitle: string;
  empty: string;
  pagerId: string;
  page: number;
  limit: number;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  /** The loaded page's rows (a table). */
  children: (rows: Row[]) => ReactNode;
}

/** One page of a server list in its query states (the server's Polish reason on error), with the pager under it. */
export function PagedQueryState<Row>(props: Props<Row>) {
  return (
    <QueryState
      query={props.query}
      loadingLabel={props.loadingLabel}
      errorTitle={props.errorTitle}
      errorMessage={(error) => (error instanceof ApiError ? error.message : String(error))}
      empty={props.empty}
    >
      {(data) => (
        <>
          {props.children(data.data)}
          <ListPager
            id={props.pagerId}
            page={props.page}
            limit={props.limit}
            count={data.count}
            onPageChange={props.onPageChange}
            onLimitChange={props.onLimitChange}
          />
        </>
      )}
    </QueryState>
  );
}
