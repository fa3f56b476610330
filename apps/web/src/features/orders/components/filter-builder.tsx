import { Button } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import {
  checkOrderFilter,
  filterCategories,
  orderFilterFields,
  type FilterGroup,
} from '@zaplecze/contract/orders/orders-filter';
import type { BuilderCatalogue } from '../../../components/filter-builder/builder-catalogue';
import { FilterBuilder as SharedFilterBuilder } from '../../../components/filter-builder/filter-builder';
import '../filter/filter-labels';
import type { StatusOptions } from './status-options';
import { SaveFilterModal } from './save-filter-modal';
import { SavedFilterPicker } from './saved-filter-picker';
import { filterCategoryLabels } from '../labels';

const orderCatalogue: Omit<BuilderCatalogue, 'selectData'> = {
  name: 'order',
  fields: orderFilterFields,
  categories: filterCategories.map((id) => ({ id, label: filterCategoryLabels[id] })),
  check: checkOrderFilter,
  labels: 'orders.filterLabels',
};

interface Props {
  /** The filter the list currently shows. */
  applied: FilterGroup | null;
  onApply: (filter: FilterGroup | null) => void;
  statusData: StatusOptions;
}

/** The shared conditional filter builder over the orders' fields, with the orders' saved filters. */
export function FilterBuilder({ applied, onApply, statusData }: Props) {
  const { t } = useTranslation();
  const [savedId, setSavedId] = useState<string | null>(null);
  const [saving, setSaving] = useState<FilterGroup | null>(null);
  return (
    <>
      <SharedFilterBuilder
        applied={applied}
        onApply={onApply}
        catalogue={{ ...orderCatalogue, selectData: { status: statusData } }}
        title={t('orders.filter.title')}
        onReset={() => setSavedId(null)}
        headerExtra={(controls) => (
          <SavedFilterPicker
            value={savedId}
            onPick={(saved) => {
              setSavedId(saved?.id ?? null);
              if (saved) controls.load(saved.rootGroup);
            }}
          />
        )}
        footerExtra={(controls) => (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDeviceFloppy size={14} aria-hidden />}
            disabled={!controls.complete}
            onClick={() => controls.validate() && setSaving(controls.complete)}
          >
            {t('orders.filter.saveTemplate')}
          </Button>
        )}
      />
      <SaveFilterModal
        opened={saving !== null}
        filter={saving}
        onClose={() => setSaving(null)}
        onSaved={(saved) => {
          setSaving(null);
          setSavedId(saved.id);
        }}
      />
    </>
  );
}
