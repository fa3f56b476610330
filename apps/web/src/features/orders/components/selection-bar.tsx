import { Button, Group, Paper, Text, Transition } from '@mantine/core';
import {
  IconArchive,
  IconEdit,
  IconExchange,
  IconTruckDelivery,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { useCountText } from '../use-count-text';
import classes from './selection-bar.module.css';

interface Props {
  /** How many orders the actions would touch (ticked rows, or every matching order). */
  count: number;
  allMatching: boolean;
  /** Orders matching the list's criteria, for 'zaznacz wszystkie N pasujących'. */
  matching: number;
  canEdit: boolean;
  canDelete: boolean;
  onSelectAllMatching: () => void;
  onChangeStatus: () => void;
  onEdit: () => void;
  onArchive: () => void;
  onDpd: () => void;
  onDelete: () => void;
  onClear: () => void;
}

/**
 * The floating bar while orders are selected (spec 001 §2.6). It sits in the content column below
 * the list and sticks to the bottom of the window while the list is longer than the window, so it
 * never covers the menu, and at the end of the list it rests below the pager instead of over it.
 */
export function SelectionBar(props: Props) {
  const { count, allMatching, matching, canEdit, canDelete } = props;
  const { t } = useTranslation();
  const { count: counted, word } = useCountText();
  const offerAll = !allMatching && matching > count;

  return (
    <Transition transition="slide-up" mounted={count > 0}>
      {(style) => (
        <div className={classes.dock} style={style}>
          <Paper
            shadow="lg"
            radius="md"
            withBorder
            px="sm"
            py="xs"
            className={classes.bar}
            role="region"
            aria-label={t('orders.selection.label')}
            data-testid="selection-bar"
          >
            <Group gap="xs" wrap="wrap" justify="center">
              <div>
                <Text size="sm" fw={700} data-testid="selection-count" aria-live="polite">
                  {allMatching
                    ? t('orders.selection.allSelected', { orders: counted(count, 'orders') })
                    : t('orders.selection.count', { orders: counted(count, 'orders') })}
                </Text>
                {offerAll && (
                  <Button variant="subtle" size="compact-xs" px={0} onClick={props.onSelectAllMatching}>
                    {t('orders.selection.allMatching', {
                      count: matching,
                      matching: word(matching, 'matching'),
                    })}
                  </Button>
                )}
              </div>
              {canEdit && (
                <>
                  <Button
                    size="xs"
                    leftSection={<IconExchange size={14} aria-hidden />}
                    onClick={props.onChangeStatus}
                  >
                    {t('orders.selection.changeStatus')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconEdit size={14} aria-hidden />}
                    onClick={props.onEdit}
                  >
                    {t('orders.selection.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconArchive size={14} aria-hidden />}
                    onClick={props.onArchive}
                  >
                    {t('orders.selection.archive')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconTruckDelivery size={14} aria-hidden />}
                    onClick={props.onDpd}
                  >
                    {t('orders.selection.dpd')}
                  </Button>
                </>
              )}
              {canDelete && (
                <Button
                  size="xs"
                  variant="default"
                  c="red.8"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={props.onDelete}
                >
                  {t('orders.selection.delete')}
                </Button>
              )}
              <Button
                size="xs"
                variant="subtle"
                color="gray"
                leftSection={<IconX size={14} aria-hidden />}
                onClick={props.onClear}
              >
                {t('orders.selection.clear')}
              </Button>
            </Group>
          </Paper>
        </div>
      )}
    </Transition>
  );
}
