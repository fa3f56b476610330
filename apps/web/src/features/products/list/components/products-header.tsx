import { Button, Group, Menu, Text, Title } from '@mantine/core';
import { IconCheck, IconDownload, IconFileImport, IconPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { useNavigate } from 'react-router';
import { pageRange } from '@zaplecze/contract/common/pagination';
import type { ProductExportDescriptions } from '@zaplecze/contract/products/products-list';
import { setPendingImportFile } from '../../../../lib/import-handoff';

interface Props {
  page: number;
  limit: number;
  count: number | undefined;
  countExact: boolean;
  canEdit: boolean;
  onExport: (format: 'csv' | 'xlsx', descriptions: ProductExportDescriptions) => void;
}

/** 'start - end z total produktów', 'Nowy produkt', import (hidden file input) and export (spec 002 §2.1). */
export function ProductsHeader({ page, limit, count, countExact, canEdit, onExport }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fileInput = useRef<HTMLInputElement>(null);
  const { from, to } = pageRange(page, limit, count ?? 0);
  const [descriptions, setDescriptions] = useState<ProductExportDescriptions>('html');
  const descriptionItem = (value: ProductExportDescriptions) => (
    <Menu.Item
      closeMenuOnClick={false}
      role="menuitemradio"
      aria-checked={descriptions === value}
      leftSection={
        descriptions === value ? <IconCheck size={14} aria-hidden /> : <span style={{ width: 14 }} />
      }
      onClick={() => setDescriptions(value)}
    >
      {t(value === 'html' ? 'productsList.descriptionsHtml' : 'productsList.descriptionsText')}
    </Menu.Item>
  );
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <div>
        <Title order={1} size="h3">
          {t('productsList.title')}
        </Title>
        {count !== undefined && count > 0 && (
          <Text size="sm" c="gray.7" data-testid="products-range">
            {t(countExact ? 'productsList.range' : 'productsList.rangeAtLeast', { from, to, count })}
          </Text>
        )}
      </div>
      <Group gap="xs">
        {canEdit && (
          <>
            <input
              ref={fileInput}
              type="file"
              accept=".csv,.xlsx,.xls"
              hidden
              data-testid="products-import-input"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (!file) return;
                setPendingImportFile(file);
                void navigate('/dashboard/products-import-export/import');
              }}
            />
            <Button
              variant="default"
              leftSection={<IconFileImport size={16} aria-hidden />}
              title={t('productsList.importHint')}
              onClick={() => fileInput.current?.click()}
            >
              {t('productsList.import')}
            </Button>
          </>
        )}
        <Menu position="bottom-end">
          <Menu.Target>
            <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
              {t('productsList.export')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{t('productsList.descriptions')}</Menu.Label>
            {descriptionItem('html')}
            {descriptionItem('text')}
            <Menu.Divider />
            <Menu.Item onClick={() => onExport('csv', descriptions)}>{t('productsList.exportCsv')}</Menu.Item>
            <Menu.Item onClick={() => onExport('xlsx', descriptions)}>
              {t('productsList.exportXlsx')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        {canEdit && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => void navigate('/dashboard/products/new')}
          >
            {t('productsList.newProduct')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
