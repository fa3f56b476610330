import { Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { DataTable, type TableColumn } from './data-table';
import { PagedQueryState } from './paged-query-state';
import type { QueryLike } from './query-state';

/** Page, page size and the (debounced, trimmed) search of a paged list; a new search or size goes to page 1. */
export function usePagedSearch(initialLimit: number) {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(initialLimit);
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebouncedValue(searchInput.trim(), 300);
  return {
    page,
    limit,
    search,
    searchInput,
    setPage,
    setSearchInput: (value: string) => {
      setSearchInput(value);
      setPage(1);
    },
    setLimit: (value: number) => {
      setLimit(value);
      setPage(1);
    },
  };
}

interface Props<Row> {
  title: string;
  subtitle: string;
  /** Buttons right of the heading. */
  actions?: ReactNode;
  /** Between the heading and the list (notes, progress). */
  notice?: ReactNode;
  searchLabel: string;
  paging: ReturnType<typeof usePagedSearch>;
  query: QueryLike<{ data: Row[]; count: number }>;
  loadingLabel: string;
  errorTitle: string;
  /** The empty text; `emptySearch` when a search found nothing. */
  empty: string;
  emptySearch: string;
  /** The table's minimal width before it scrolls. */
  minWidth: number;
  columns: TableColumn[];
  row: (row: Row) => ReactNode;
  pagerId: string;
  /** Dialogs, outside the list. */
  extra?: ReactNode;
}

/**
 * A settings page listing the account's rows: heading with its buttons, a search field and a
 * striped table of the rows in its query states, with the pager under it.
 */
export function SearchableTablePage<Row>(props: Props<Row>) {
  const { paging } = props;
  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {props.title}
          </Title>
          <Text c="gray.7">{props.subtitle}</Text>
        </div>
        {props.actions}
      </Group>
      {props.notice}
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <TextInput
            aria-label={props.searchLabel}
            placeholder={props.searchLabel}
            leftSection={<IconSearch size={16} />}
            value={paging.searchInput}
            onChange={(event) => paging.setSearchInput(event.currentTarget.value)}
            maw={360}
          />
          <PagedQueryState
            query={props.query}
            loadingLabel={props.loadingLabel}
            errorTitle={props.errorTitle}
            empty={paging.search ? props.emptySearch : props.empty}
            pagerId={props.pagerId}
            page={paging.page}
            limit={paging.limit}
            onPageChange={paging.setPage}
            onLimitChange={paging.setLimit}
          >
            {(rows) => (
              <DataTable label={props.title} minWidth={props.minWidth} columns={props.columns}>
                {rows.map(props.row)}
              </DataTable>
            )}
          </PagedQueryState>
        </Stack>
      </Paper>
      {props.extra}
    </Stack>
  );
}
