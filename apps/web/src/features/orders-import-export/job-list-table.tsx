import { Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatWarsawDateTime } from '@zaplecze/contract/common/warsaw-time';

/** A job of the page's lists: an order export or an orders import run. */
interface JobRow {
  id: string;
  createdAt: string;
  userName: string | null;
}

export interface JobListColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

/**
 * The table both tabs list their jobs in (the recent exports, the imports log): date and user,
 * the tab's own columns, then the row's action under a header only screen readers hear.
 */
export function JobListTable<T extends JobRow>(props: {
  rows: T[];
  testId: string;
  rowTestId: string;
  labels: { created: string; user: string; action: string };
  columns: JobListColumn<T>[];
  action: (row: T) => ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" data-testid={props.testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{props.labels.created}</Table.Th>
            <Table.Th>{props.labels.user}</Table.Th>
            {props.columns.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
            <Table.Th>
              <VisuallyHidden>{props.labels.action}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={row.id} data-testid={props.rowTestId}>
              <Table.Td>{formatWarsawDateTime(row.createdAt)}</Table.Td>
              <Table.Td>{row.userName ?? '—'}</Table.Td>
              {props.columns.map((column) => (
                <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
              ))}
              <Table.Td>{props.action(row)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
