import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { OrderRow } from '@zaplecze/contract/orders/orders';

/** 'Dodatkowe informacje': source, delivery and payment, country and the flags worth noticing. */
export function InfoCell({ row }: { row: OrderRow }) {
  const { t } = useTranslation();
  const { info } = row;
  const details = [
    info.deliveryMethod && t(`orders.labels.delivery.${info.deliveryMethod}`),
    info.paymentMethod && t(`orders.labels.payment.${info.paymentMethod}`),
    info.country,
  ].filter(Boolean);
  return (
    <div style={{ minWidth: 0 }}>
      <Group gap={4} wrap="wrap">
        <Badge size="xs" variant="default" radius="sm" tt="none">
          {t(`orders.labels.source.${row.source}`)}
        </Badge>
        {info.isCancelled && (
          <Badge size="xs" color="red.9" variant="outline" radius="sm" tt="none">
            {t('orders.table.cancelled')}
          </Badge>
        )}
        {info.archived && (
          <Badge size="xs" color="gray.8" variant="outline" radius="sm" tt="none">
            {t('orders.table.archived')}
          </Badge>
        )}
        {info.customerComment && (
          <Tooltip label={info.customerComment} multiline maw={320} withArrow>
            <span
              role="img"
              tabIndex={0}
              aria-label={`${t('orders.table.comment')}: ${info.customerComment}`}
              style={{ display: 'inline-flex', color: 'var(--mantine-color-blue-8)' }}
            >
              <IconMessage size={15} aria-hidden />
            </span>
          </Tooltip>
        )}
      </Group>
      {details.length > 0 && (
        <Text size="xs" c="gray.7" mt={2} truncate>
          {details.join(' · ')}
        </Text>
      )}
    </div>
  );
}
