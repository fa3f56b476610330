import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from './page-states';

/** What QueryState reads of a TanStack Query result (one query, or several combined with `combineQueries`). */
export interface QueryLike<T> {
  data: T | undefined;
  error: Error | null;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface Props<T> {
  query: QueryLike<T>;
  /** The loader's text; 'Ładowanie...' by default. */
  loadingLabel?: string;
  /** The error's text, or how to tell it from the error (e.g. the server's Polish reason). */
  errorMessage: string | ((error: Error) => string);
  errorTitle?: string;
  /** 'Spróbuj ponownie' runs this; refetching the query by default. */
  onRetry?: () => void;
  /** Shown instead of the children when `isEmpty(data)`: a text (EmptyState) or a whole node. */
  empty?: ReactNode;
  /** By default an empty array, or a list answer with `count` 0 (or no `data` / `items` rows). */
  isEmpty?: (data: T) => boolean;
  /** Keep showing loaded data while a refetch after an error is pending (the error shows only without data). */
  keepDataOnError?: boolean;
  children: (data: T) => ReactNode;
}

function emptyByDefault(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  if (data && typeof data === 'object') {
    const record = data as { count?: unknown; data?: unknown; items?: unknown };
    if (typeof record.count === 'number') return record.count === 0;
    if (Array.isArray(record.data)) return record.data.length === 0;
    if (Array.isArray(record.items)) return record.items.length === 0;
  }
  return false;
}

/**
 * The loading / error-with-retry / empty / content skeleton of a screen fed by a query: a loader
 * while the first answer is pending, the error with 'Spróbuj ponownie', the empty text, or the
 * children with the data.
 */
export function QueryState<T>({
  query,
  loadingLabel,
  errorMessage,
  errorTitle,
  onRetry,
  empty,
  isEmpty = emptyByDefault,
  keepDataOnError = false,
  children,
}: Props<T>) {
  const data = query.data;
  if (query.isError && !(keepDataOnError && data !== undefined)) {
    const error = query.error ?? new Error('');
    return (
      <ErrorState
        title={errorTitle}
        message={typeof errorMessage === 'function' ? errorMessage(error) : errorMessage}
        onRetry={onRetry ?? (() => void query.refetch())}
      />
    );
  }
  if (query.isPending || data === undefined) return <LoadingState label={loadingLabel} />;
  if (empty !== undefined && isEmpty(data))
    return typeof empty === 'string' ? <EmptyState text={empty} /> : <>{empty}</>;
  return <>{children(data)}</>;
}

/** Several queries seen as one: pending while any is, failed when any failed, data when all have it. */
export function combineQueries<A, B>(first: QueryLike<A>, second: QueryLike<B>): QueryLike<[A, B]> {
  const both = first.data !== undefined && second.data !== undefined;
  return {
    data: both ? [first.data as A, second.data as B] : undefined,
    error: first.error ?? second.error,
    isPending: first.isPending || second.isPending,
    isError: first.isError || second.isError,
    refetch: () => Promise.all([first.refetch(), second.refetch()]),
  };
}
