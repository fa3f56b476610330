import { Alert, Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconDeviceFloppy, IconEraser, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkOrderFilter,
  filterLimits,
  serializeOrderFilter,
  type FilterGroup,
} from '@zaplecze/contract/orders-filter';
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
  statusData: StatusOptions;
}

/** The conditional filter builder (spec 001 §2.5): edits a draft, 'Szukaj' applies it to the list. */
export function FilterBuilder({ applied, onApply, statusData }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DraftGroup>(() => (applied ? toDraft(applied) : emptyDraft()));
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
      setDraft(applied ? toDraft(applied) : emptyDraft());
      setSavedId(null);
      setErrors({});
    }
  }

  const update = (change: (root: DraftGroup) => DraftGroup) => {
    setDraft((current) => change(current));
    setErrors({});
  };
  const validate = (): boolean => {
    const found = issuesByCondition(draft, checkOrderFilter(draft));
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  const search = () => {
    if (validate()) onApply(complete);
  };
  const clear = () => {
    setDraft(emptyDraft());
    setErrors({});
    setSavedId(null);
    onApply(null);
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="order-filter-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Title order={2} size="h5" id="order-filter-title">
            {t('orders.filter.title')}
          </Title>
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
              statusData={statusData}
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
              <Button
                variant="default"
                size="xs"
                leftSection={<IconDeviceFloppy size={14} aria-hidden />}
                disabled={!complete}
                onClick={() => validate() && setSaving(true)}
              >
                {t('orders.filter.saveTemplate')}
              </Button>
              <Button type="submit" size="xs" leftSection={<IconSearch size={14} aria-hidden />}>
                {t('orders.filter.search')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
      <SaveFilterModal
        opened={saving}
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
