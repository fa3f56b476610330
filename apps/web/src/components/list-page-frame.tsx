import { Card, Group, Paper, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryState, type QueryLike } from './query-state';

interface Props<T> {
  /** The page's heading; a tab leaves it out (its tab names it) and its actions join the search row. */
  title?: string;
  /** The heading's id, which the section is labelled by. */
  titleId?: string;
  titleOrder?: TitleOrder;
  titleSize?: string;
  subtitle?: ReactNode;
  /** Buttons of the page (Dodaj…), right of the heading. */
  actions?: ReactNode;
  /** The search field (and filters) above the list. */
  search?: ReactNode;
  /** Right of the search: a count, a filter, more buttons. */
  toolbar?: ReactNode;
  /** Between the search row and the list (counters, tiles). */
  summary?: ReactNode;
  /** A bordered section card (a page); without it a plain stack (a tab). */
  card?: boolean;
  /** The search row and the list sit in a bordered panel under the heading and summary. */
  panel?: boolean;
  query: QueryLike<T>;
  loadingLabel?: string;
  errorMessage: string | ((error: Error) => string);
  errorTitle?: string;
  onRetry?: () => void;
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  keepDataOnError?: boolean;
  /** The table (or cards) of a loaded, non-empty answer. */
  children: (data: T) => ReactNode;
  /** Under the table; shown with the table only. */
  pager?: (data: T) => ReactNode;
  /** Dialogs and the like, outside the list's states. */
  extra?: ReactNode;
}

/**
 * The frame of a dictionary / list page: heading with actions, the search row, and the list in
 * its query states (loader, error with 'Spróbuj ponownie', empty text) with the pager under it.
 */
export function ListPageFrame<T>(props: Props<T>) {
  const { title, titleId, subtitle, actions, search, toolbar, summary, pager, children } = props;
  const heading = title ? (
    <Group justify="space-between" align="flex-start" gap="sm">
      <div>
        <Title order={props.titleOrder ?? 2} size={props.titleSize ?? 'h4'} id={titleId}>
          {title}
        </Title>
        {subtitle && (
          <Text size="sm" c="gray.7">
            {subtitle}
          </Text>
        )}
      </div>
      {actions}
    </Group>
  ) : null;
  const searchRow =
    search || toolbar || (!title && actions) ? (
      <Group justify="space-between" gap="sm">
        {search}
        {(toolbar || (!title && actions)) && (
          <Group gap="sm">
            {toolbar}
            {!title && actions}
          </Group>
        )}
      </Group>
    ) : null;
  const list = (
    <QueryState
      query={props.query}
      loadingLabel={props.loadingLabel}
      errorMessage={props.errorMessage}
      errorTitle={props.errorTitle}
      onRetry={props.onRetry}
      empty={props.empty}
      isEmpty={props.isEmpty}
      keepDataOnError={props.keepDataOnError}
    >
      {(data) => (
        <>
          {children(data)}
          {pager?.(data)}
        </>
      )}
    </QueryState>
  );
  const body = props.panel ? (
    <Stack gap="md">
      {heading}
      {summary}
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          {searchRow}
          {list}
        </Stack>
      </Paper>
    </Stack>
  ) : (
    <Stack gap="md">
      {heading}
      {searchRow}
      {summary}
      {list}
    </Stack>
  );
  if (!props.card)
    return (
      <>
        {body}
        {props.extra}
      </>
    );
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      {body}
      {props.extra}
    </Card>
  );
}
