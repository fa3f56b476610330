import { Alert, Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconDeviceFloppy, IconEraser, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterLimits, serializeOrderFilter, type FilterGroup } from '@zaplecze/contract/orders-filter';
import { orderBuilderCatalogue, type BuilderCatalogue } from '../filter/builder-catalogue';
import {
  countConditions,
  emptyDraft,
  issuesByCondition,
  toDraft,
  toFilter,
  type DraftGroup,
} from '../filter/filter-tree';
import { FilterGroupEditor } from './filter-group-editor';
import type { StatusOptions } from './status-options';
import { SaveFilterModal } from './save-filter-modal';
import { SavedFilterPicker } from './saved-filter-picker';

interface Props {
  /** The filter the list currently shows. */
  applied: FilterGroup | null;
  onApply: (filter: FilterGroup | null) => void;
  /** The account's order statuses for the orders' status field. */
  statusData?: StatusOptions;
  /** The fields offered; the orders' catalogue unless another domain brings its own. */
  catalogue?: BuilderCatalogue;
}

/** The conditional filter builder (spec 001 §2.5): edits a draft, 'Szukaj' applies it to the list. */
export function FilterBuilder({
  applied,
  onApply,
  statusData,
  catalogue: base = orderBuilderCatalogue,
}: Props) {
  const { t } = useTranslation();
  const catalogue: BuilderCatalogue = statusData
    ? { ...base, selectData: { ...base.selectData, status: statusData } }
    : base;
  const fields = catalogue.fields;
  const [draft, setDraft] = useState<DraftGroup>(() =>
    applied ? toDraft(applied, 'root', fields) : emptyDraft(fields),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [savedId, setSavedId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const complete = toFilter(draft);

  // The URL can change under the builder (back button, sidebar link): follow it unless it is our own draft.
  const appliedJson = applied ? (serializeOrderFilter(applied) ?? '') : '';
  const [followed, setFollowed] = useState(appliedJson);
  if (appliedJson !== followed) {
    setFollowed(appliedJson);
    if (appliedJson !== (serializeOrderFilter(draft) ?? '')) {
      setDraft(applied ? toDraft(applied, 'root', fields) : emptyDraft(fields));
      setSavedId(null);
      setErrors({});
    }
  }

  const update = (change: (root: DraftGroup) => DraftGroup) => {
    setDraft((current) => change(current));
    setErrors({});
  };
  const validate = (): boolean => {
    const found = issuesByCondition(draft, catalogue.check(draft));
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  const search = () => {
    if (validate()) onApply(complete);
  };
  const clear = () => {
    setDraft(emptyDraft(fields));
    setErrors({});
    setSavedId(null);
    onApply(null);
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby={`${catalogue.name}-filter-title`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Title order={2} size="h5" id={`${catalogue.name}-filter-title`}>
            {t('orders.filter.title')}
          </Title>
          {catalogue.savedFilters && (
            <SavedFilterPicker
              value={savedId}
              onPick={(saved) => {
                setSavedId(saved?.id ?? null);
                if (!saved) return;
                setDraft(toDraft(saved.rootGroup));
                setErrors({});
                onApply(toFilter(toDraft(saved.rootGroup)));
              }}
            />
          )}
        </Group>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            search();
          }}
          noValidate
        >
          <Stack gap="sm">
            <FilterGroupEditor
              group={draft}
              depth={1}
              update={update}
              errors={errors}
              catalogue={catalogue}
              canAddCondition={countConditions(draft) < filterLimits.maxConditions}
            />
            {Object.keys(errors).length > 0 && (
              <Alert color="red" role="alert" py="xs">
                {t('orders.filter.invalid')}
              </Alert>
            )}
            <Group justify="flex-end" gap="xs">
              <Button
                variant="default"
                size="xs"
                leftSection={<IconEraser size={14} aria-hidden />}
                onClick={clear}
              >
                {t('orders.filter.clear')}
              </Button>
              {catalogue.savedFilters && (
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconDeviceFloppy size={14} aria-hidden />}
                  disabled={!complete}
                  onClick={() => validate() && setSaving(true)}
                >
                  {t('orders.filter.saveTemplate')}
                </Button>
              )}
              <Button type="submit" size="xs" leftSection={<IconSearch size={14} aria-hidden />}>
                {t('orders.filter.search')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
      <SaveFilterModal
        opened={saving && catalogue.savedFilters}
        filter={complete}
        onClose={() => setSaving(false)}
        onSaved={(saved) => {
          setSaving(false);
          setSavedId(saved.id);
        }}
      />
    </Card>
  );
}
