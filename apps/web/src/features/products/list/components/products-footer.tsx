import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../../lib/i18n';
import { pageCount, pageRange } from '@zaplecze/contract/common/pagination';
import { PageSizeSelect } from '../../../../components/pager/page-size-select';

interface Props {
  page: number;
  limit: number;
  count: number;
  /** False while the count is a lower bound: 'next' stays allowed while the server says there is more. */
  hasNext: boolean;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

/** 'Pokazano a - b z N produktów', the page-size selector, previous/next and 'Strona x z y' (spec 002 §2.1). */
export function ProductsFooter({ page, limit, count, hasNext, onPage, onLimit }: Props) {
  const { t } = useTranslation();
  const { from, to } = pageRange(page, limit, count);
  const pages = Math.max(1, pageCount(count, limit));
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="gray.7" aria-live="polite" data-testid="products-footer-range">
        {t('productsList.footer', { from, to, count })}
      </Text>
      <Group gap="sm" wrap="wrap">
        <PageSizeSelect
          id="products-page-size"
          label={t('productsList.pageSize')}
          limit={limit}
          onChange={onLimit}
        />
        <Button size="xs" variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('productsList.previous')}
        </Button>
        <Text size="sm" data-testid="products-page-of">
          {t('productsList.pageOf', { page, pages })}
        </Text>
        <Button size="xs" variant="default" disabled={!hasNext} onClick={() => onPage(page + 1)}>
          {t('productsList.next')}
        </Button>
      </Group>
    </Group>
  );
}
