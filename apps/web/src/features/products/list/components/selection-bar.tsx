import { Button, Card, Group, Text } from '@mantine/core';
import { IconArchive, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/i18n';

interface Props {
  count: number;
  /** Every product of the filter is selected, not only the ticked rows. */
  allMatching: boolean;
  /** When the whole page is ticked and more match: how many match. */
  matching: number | null;
  onSelectAllMatching: () => void;
  onClear: () => void;
  onArchive?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}

/** The bar over the table while products are selected: archive and delete for the selection. */
export function SelectionBar({
  count,
  allMatching,
  matching,
  onSelectAllMatching,
  onClear,
  onArchive,
  onDelete,
}: Props) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="xs" radius="md" bg="blue.0" data-testid="products-selection">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm">
          <Text size="sm" fw={500}>
            {allMatching ? t('productsList.allMatching', { count }) : t('productsList.selected', { count })}
          </Text>
          {!allMatching && matching !== null && (
            <Button size="compact-sm" variant="subtle" onClick={onSelectAllMatching}>
              {t('productsList.selectAllMatching', { count: matching })}
            </Button>
          )}
          <Button size="compact-sm" variant="subtle" color="gray" onClick={onClear}>
            {t('productsList.clearSelection')}
          </Button>
        </Group>
        <Group gap="xs">
          {onArchive && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconArchive size={14} aria-hidden />}
              onClick={onArchive}
            >
              {t('productsList.archive')}
            </Button>
          )}
          {onDelete && (
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={onDelete}
            >
              {t('productsList.delete')}
            </Button>
          )}
        </Group>
      </Group>
    </Card>
  );
}
