import { ActionIcon, Menu } from '@mantine/core';
import {
  IconCopy,
  IconDots,
  IconEye,
  IconFileTypeCsv,
  IconFileTypePdf,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/i18n';
import type { ProductListItem } from '@zaplecze/contract/products/products-list';

export type RowAction = 'view' | 'edit' | 'copy' | 'delete' | 'pdf' | 'csv';

/** A row's actions (spec 002 §2.1): view, edit, copy, delete, PDF and CSV; hidden when the role cannot. */
export function RowMenu({
  product,
  onAction,
  canEdit,
  canDelete,
}: {
  product: ProductListItem;
  onAction: (action: RowAction, product: ProductListItem) => void;
  canEdit: boolean;
  canDelete: boolean;
}) {
  const { t } = useTranslation();
  const item = (action: RowAction, Icon: typeof IconEye, color?: string) => (
    <Menu.Item
      key={action}
      color={color}
      leftSection={<Icon size={16} aria-hidden />}
      onClick={(event) => {
        event.stopPropagation();
        onAction(action, product);
      }}
    >
      {t(`productsList.${action}`)}
    </Menu.Item>
  );
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          aria-label={t('productsList.rowActions', { name: product.name })}
          onClick={(event) => event.stopPropagation()}
        >
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
        {item('view', IconEye)}
        {canEdit && item('edit', IconPencil)}
        {canEdit && item('copy', IconCopy)}
        {item('pdf', IconFileTypePdf)}
        {item('csv', IconFileTypeCsv)}
        {canDelete && item('delete', IconTrash, 'red')}
      </Menu.Dropdown>
    </Menu>
  );
}
