import { ActionIcon, Group, Table, Tooltip, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';

export interface Column<T> {
  key: string;
  label: string;
  render(row: T): ReactNode;
  /** The server's sort key when the column sorts. */
  sortKey?: string;
  width?: number | string;
}

interface Props<T extends { id: string }> {
  columns: Column<T>[];
  rows: T[];
  label(row: T): string;
  onEdit?(row: T): void;
  onDelete?(row: T): void;
  sort?: string;
  onSort?(sort: string): void;
  minWidth?: number;
}

function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
}: {
  label: string;
  sortKey: string;
  sort: string;
  onSort(sort: string): void;
}) {
  const { t } = useTranslation();
  const active = sort === sortKey || sort === `-${sortKey}`;
  const descending = sort === `-${sortKey}`;
  const Icon = !active ? IconArrowsSort : descending ? IconArrowDown : IconArrowUp;
  return (
    <UnstyledButton
      onClick={() => onSort(active && !descending ? `-${sortKey}` : sortKey)}
      aria-label={t('productSettings.common.sortBy', { column: label })}
      fw={600}
      fz="sm"
    >
      <Group gap={4} wrap="nowrap">
        {label}
        <Icon size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

/** A dictionary's table with sortable headers and row actions (its states come from ListPageFrame). */
export function DictionaryTable<T extends { id: string }>(props: Props<T>) {
  const { t } = useTranslation();
  const { columns, rows, sort, onSort } = props;
  const hasActions = Boolean(props.onEdit || props.onDelete);
  return (
    <Table.ScrollContainer minWidth={props.minWidth ?? 640}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th
                key={column.key}
                w={column.width}
                aria-sort={
                  column.sortKey && sort?.replace(/^-/, '') === column.sortKey
                    ? sort.startsWith('-')
                      ? 'descending'
                      : 'ascending'
                    : undefined
                }
              >
                {column.sortKey && sort !== undefined && onSort ? (
                  <SortHeader label={column.label} sortKey={column.sortKey} sort={sort} onSort={onSort} />
                ) : (
                  column.label
                )}
              </Table.Th>
            ))}
            {hasActions && (
              <Table.Th w={96} ta="right">
                {t('productSettings.common.actions')}
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              {columns.map((column) => (
                <Table.Td key={column.key}>{column.render(row)}</Table.Td>
              ))}
              {hasActions && (
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {props.onEdit && (
                      <Tooltip label={t('productSettings.common.edit', { name: props.label(row) })}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('productSettings.common.edit', { name: props.label(row) })}
                          onClick={() => props.onEdit?.(row)}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    {props.onDelete && (
                      <Tooltip label={t('productSettings.common.delete', { name: props.label(row) })}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('productSettings.common.delete', { name: props.label(row) })}
                          onClick={() => props.onDelete?.(row)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
