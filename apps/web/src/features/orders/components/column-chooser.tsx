import { Button, Checkbox, Menu, Stack, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { columnSpecs, orderColumns, type OrderColumn } from '../columns';

/** 'Kolumny': which columns of the list to show; the choice stays in this browser. */
export function ColumnChooser({
  hidden,
  squeezed,
  onToggle,
}: {
  hidden: ReadonlySet<OrderColumn>;
  squeezed: readonly OrderColumn[];
  onToggle: (column: OrderColumn) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" closeOnItemClick={false} withinPortal>
      <Menu.Target>
        <Button variant="default" size="xs" leftSection={<IconColumns size={14} aria-hidden />}>
          {t('orders.columns.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown data-testid="column-chooser">
        <Menu.Label>{t('orders.columns.title')}</Menu.Label>
        <Stack gap={8} px="sm" pb="xs">
          {orderColumns.map((column) => (
            <Checkbox
              key={column}
              size="xs"
              label={t(`orders.table.${column === 'number' ? 'id' : column}`)}
              description={squeezed.includes(column) ? t('orders.columns.squeezed') : undefined}
              checked={!hidden.has(column)}
              disabled={columnSpecs[column].required}
              onChange={() => onToggle(column)}
            />
          ))}
          <Text size="xs" c="gray.7" maw={220}>
            {t('orders.columns.hint')}
          </Text>
        </Stack>
      </Menu.Dropdown>
    </Menu>
  );
}
