import { useTranslation } from '../../../../lib/i18n';
import { pluralPl } from '@zaplecze/contract/common/plural';
import { ListPager } from '../../../../components/pager/list-pager';
interface Props {
  page: number;
  limit: number;
  count: number;
  onPageChange(page: number): void;
  onLimitChange(limit: number): void;
}

/** 'Wyświetlanie X do Y z N', the pages and the page size of a server-paged list. */
export function Pager({ page, limit, count, onPageChange, onLimitChange }: Props) {
  const { t } = useTranslation();
  return (
    <ListPager
      id="localization"
      page={page}
      limit={limit}
      count={count}
      onPageChange={onPageChange}
      onLimitChange={onLimitChange}
      texts={{
        range: (range) =>
          t('localization.pager.summary', {
            ...range,
            results: pluralPl(range.count, { one: 'wyniku', few: 'wyników', many: 'wyników' }),
          }),
        pageSize: t('localization.pager.pageSize'),
        hiddenSizeLabel: true,
        previous: t('localization.pager.previous'),
        next: t('localization.pager.next'),
        page: null,
      }}
    />
  );
}
