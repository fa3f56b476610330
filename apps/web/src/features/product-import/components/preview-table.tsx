import { ScrollArea, Table, Text } from '@mantine/core';
import type { ImportTaskView } from '@zaplecze/contract/product-import/product-import-api';
import { useTranslation } from '../../../lib/i18n';

/** The first 5 data rows of the file (002 §9). */
export function PreviewTable({ task }: { task: ImportTaskView | null }) {
  const { t } = useTranslation();
  if (!task || task.preview.length === 0) return <Text c="dimmed">{t('productImport.preview.empty')}</Text>;
  return (
    <ScrollArea>
      <Table withTableBorder striped aria-label={t('productImport.wizard.preview')}>
        <Table.Thead>
          <Table.Tr>
            {task.header.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {task.preview.map((row, index) => (
            <Table.Tr key={index}>
              {row.map((cell, cellIndex) => (
                <Table.Td
                  key={cellIndex}
                  style={{
                    maxWidth: 240,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
