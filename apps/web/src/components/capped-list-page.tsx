import { Button, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { ListPageFrame } from './list-page-frame';
import type { QueryLike } from './query-state';

/** The search field's text and its debounced, trimmed value the list is asked with. */
export function useListSearch() {
  const [input, setInput] = useState('');
  const [search] = useDebouncedValue(input.trim(), 300);
  return { input, setInput, search };
}

interface Props<T> {
  title: string;
  titleId: string;
  subtitle: string;
  /** The 'Dodaj…' button, shown to an editor only. */
  canAdd: boolean;
  addLabel: string;
  onAdd: () => void;
  /** Whether the account's count is known and under the cap. */
  addDisabled: boolean;
  /** Why adding is disabled (the cap), as the button's title. */
  addTitle?: string;
  searchLabel: string;
  search: ReturnType<typeof useListSearch>;
  /** 'N …' right of the search, read out when it changes. */
  countText: string;
  query: QueryLike<T>;
  loadingLabel: string;
  errorMessage: (error: Error) => string;
  /** The empty text; `noResults` when a search found nothing. */
  empty: string;
  noResults: string;
  /** The form dialog, outside the list. */
  extra?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * A card page of a list the account has a cap on (warehouses, price lists): heading with the
 * 'Dodaj…' button, disabled at the cap, the search with the count beside it, and the list.
 */
export function CappedListPage<T>(props: Props<T>) {
  const { search } = props;
  return (
    <ListPageFrame
      card
      title={props.title}
      titleId={props.titleId}
      subtitle={props.subtitle}
      actions={
        props.canAdd && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={props.onAdd}
            disabled={props.addDisabled}
            title={props.addTitle}
          >
            {props.addLabel}
          </Button>
        )
      }
      search={
        <TextInput
          aria-label={props.searchLabel}
          placeholder={props.searchLabel}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search.input}
          onChange={(event) => search.setInput(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
      }
      toolbar={
        <Text size="sm" c="gray.7" aria-live="polite">
          {props.countText}
        </Text>
      }
      query={props.query}
      loadingLabel={props.loadingLabel}
      errorMessage={props.errorMessage}
      empty={search.search ? props.noResults : props.empty}
      extra={props.extra}
    >
      {props.children}
    </ListPageFrame>
  );
}
