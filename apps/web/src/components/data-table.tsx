import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

export interface TableColumn {
  label: string;
  width?: number;
  align?: 'right';
}

interface Props {
  /** The table's accessible name. */
  label: string;
  /** The width under which the table scrolls sideways. */
  minWidth: number;
  columns: TableColumn[];
  /** The body's rows. */
  children: ReactNode;
}

/** A striped list table with its column headings, scrolling sideways on a narrow screen. */
export function DataTable({ label, minWidth, columns, children }: Props) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.label} w={column.width} ta={column.align}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
