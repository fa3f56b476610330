import { Alert, Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconEraser, IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import {
  filterLimits,
  serializeOrderFilter,
  type FilterGroup,
} from '@zaplecze/contract/orders/orders-filter';
import type { BuilderCatalogue } from './builder-catalogue';
import {
  countConditions,
  emptyDraft,
  issuesByCondition,
  toDraft,
  toFilter,
  type DraftGroup,
} from './filter-tree';
import { FilterGroupEditor } from './filter-group-editor';
import './translations';

/** What a domain's extras (saved filters of the orders) can do with the builder. */
export interface BuilderControls {
  /** The draft's complete conditions, or null. */
  complete: FilterGroup | null;
  /** Marks the draft's errors; true when it has none. */
  validate: () => boolean;
  /** Replaces the draft with `tree` and applies it. */
  load: (tree: FilterGroup) => void;
}

interface Props {
  /** The filter the list currently shows. */
  applied: FilterGroup | null;
  onApply: (filter: FilterGroup | null) => void;
  /** The fields offered (the orders' or the products' catalogue). */
  catalogue: BuilderCatalogue;
  title: string;
  /** Beside the title (a saved-filter picker). */
  headerExtra?: (controls: BuilderControls) => ReactNode;
  /** Before the clear button (save as template). */
  footerExtra?: (controls: BuilderControls) => ReactNode;
  /** Called by 'Wyczyść' and when the URL replaces the draft. */
  onReset?: () => void;
}

/**
 * The conditional filter builder (spec 001 §2.5), one for every list: edits a draft over the
 * domain's field catalogue, 'Szukaj' applies it to the list.
 */
export function FilterBuilder({
  applied,
  onApply,
  catalogue,
  title,
  headerExtra,
  footerExtra,
  onReset,
}: Props) {
  const { t } = useTranslation();
  const fields = catalogue.fields;
  const [draft, setDraft] = useState<DraftGroup>(() =>
    applied ? toDraft(applied, 'root', fields) : emptyDraft(fields),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const complete = toFilter(draft);

  // The URL can change under the builder (back button, sidebar link): follow it unless it is our own draft.
  const appliedJson = applied ? (serializeOrderFilter(applied) ?? '') : '';
  const [followed, setFollowed] = useState(appliedJson);
  if (appliedJson !== followed) {
    setFollowed(appliedJson);
    if (appliedJson !== (serializeOrderFilter(draft) ?? '')) {
      setDraft(applied ? toDraft(applied, 'root', fields) : emptyDraft(fields));
      onReset?.();
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
    onReset?.();
    onApply(null);
  };
  const controls: BuilderControls = {
    complete,
    validate,
    load: (tree) => {
      setDraft(toDraft(tree, 'root', fields));
      setErrors({});
      onApply(toFilter(toDraft(tree, 'root', fields)));
    },
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
            {title}
          </Title>
          {headerExtra?.(controls)}
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
                {t('filterBuilder.invalid')}
              </Alert>
            )}
            <Group justify="flex-end" gap="xs">
              <Button
                variant="default"
                size="xs"
                leftSection={<IconEraser size={14} aria-hidden />}
                onClick={clear}
              >
                {t('filterBuilder.clear')}
              </Button>
              {footerExtra?.(controls)}
              <Button type="submit" size="xs" leftSection={<IconSearch size={14} aria-hidden />}>
                {t('filterBuilder.search')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
