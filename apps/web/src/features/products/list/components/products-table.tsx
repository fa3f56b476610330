import { Avatar, Badge, Card, Checkbox, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import type { ProductListItem } from '@zaplecze/contract/products/products-list';
import { FavoriteStar } from '../../../../components/favorite-star/favorite-star';
import { formatPrice, formatVat, statusLabel, stockColor, stockLabel } from '../format';
import { RowMenu, type RowAction } from './row-menu';

interface Props {
  rows: ProductListItem[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (ids: string[], on: boolean) => void;
  onOpen: (product: ProductListItem) => void;
  onAction: (action: RowAction, product: ProductListItem) => void;
  canEdit: boolean;
  canDelete: boolean;
  /** Below 1024px rows become cards, as in the orders list. */
  asCards: boolean;
}

function Picture({ product }: { product: ProductListItem }) {
  return (
    <Avatar src={product.pictureUrl} alt="" radius="sm" size={40}>
      <IconPhoto size={18} aria-hidden />
    </Avatar>
  );
}

function Stock({ product }: { product: ProductListItem }) {
  const label = stockLabel(product.available);
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm">{product.stock}</Text>
      <Badge size="xs" variant="light" color={stockColor[label]}>
        {label}
      </Badge>
    </Stack>
  );
}

function Identity({ product }: { product: ProductListItem }) {
  return (
    <Stack gap={0}>
      <Group gap={2} wrap="nowrap">
        <Text size="sm" fw={500}>
          {product.displayName}
        </Text>
        <FavoriteStar
          target={{ kind: 'product', targetId: product.id }}
          size="sm"
          itemName={product.displayName}
        />
      </Group>
      <Text size="xs" c="dimmed">
        SKU: {product.sku}
        {product.ean ? ` · EAN: ${product.ean}` : ''}
      </Text>
    </Stack>
  );
}

/** The products table of spec 002 §2.1 with row selection; a row opens the product. */
export function ProductsTable(props: Props) {
  const { t } = useTranslation();
  const { rows, selected, onToggle, onToggleAll, onOpen, onAction, canEdit, canDelete } = props;
  const ids = rows.map((row) => row.id);
  const allOn = ids.length > 0 && ids.every((id) => selected.has(id));
  const someOn = ids.some((id) => selected.has(id));
  const openOnKey = (product: ProductListItem) => (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter') onOpen(product);
  };
  const select = (product: ProductListItem) => (
    <Checkbox
      aria-label={t('productsList.selectRow', { name: product.name })}
      checked={selected.has(product.id)}
      onChange={() => onToggle(product.id)}
      onClick={(event) => event.stopPropagation()}
    />
  );
  const menu = (product: ProductListItem) => (
    <RowMenu product={product} onAction={onAction} canEdit={canEdit} canDelete={canDelete} />
  );

  if (props.asCards) {
    return (
      <Stack gap="sm" aria-label={t('productsList.table')} role="list">
        {rows.map((product) => (
          <Card
            key={product.id}
            withBorder
            padding="sm"
            role="listitem"
            tabIndex={0}
            data-testid="product-row"
            onClick={() => onOpen(product)}
            onKeyDown={openOnKey(product)}
            style={{ cursor: 'pointer' }}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Group wrap="nowrap" align="flex-start">
                {select(product)}
                <Picture product={product} />
                <Identity product={product} />
              </Group>
              {menu(product)}
            </Group>
            <Group mt="xs" gap="md">
              <Badge variant="light">{statusLabel(product.status)}</Badge>
              <Text size="sm">{formatPrice(product.price)}</Text>
              <Stock product={product} />
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table highlightOnHover aria-label={t('productsList.table')} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('productsList.selectAllOnPage')}
                checked={allOn}
                indeterminate={someOn && !allOn}
                onChange={() => onToggleAll(ids, !allOn)}
              />
            </Table.Th>
            <Table.Th w={56}>{t('productsList.picture')}</Table.Th>
            <Table.Th>{t('productsList.product')}</Table.Th>
            <Table.Th>{t('productsList.status')}</Table.Th>
            <Table.Th ta="right">{t('productsList.price')}</Table.Th>
            <Table.Th>{t('productsList.stock')}</Table.Th>
            <Table.Th ta="right">{t('productsList.reserved')}</Table.Th>
            <Table.Th ta="right">{t('productsList.vat')}</Table.Th>
            <Table.Th w={50}>
              <VisuallyHidden>{t('productsList.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((product) => (
            <Table.Tr
              key={product.id}
              data-testid="product-row"
              tabIndex={0}
              onClick={() => onOpen(product)}
              onKeyDown={openOnKey(product)}
              style={{ cursor: 'pointer' }}
            >
              <Table.Td>{select(product)}</Table.Td>
              <Table.Td>
                <Picture product={product} />
              </Table.Td>
              <Table.Td>
                <Identity product={product} />
              </Table.Td>
              <Table.Td>
                <Badge variant="light" data-testid="product-status">
                  {statusLabel(product.status)}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">{formatPrice(product.price)}</Table.Td>
              <Table.Td>
                <Stock product={product} />
              </Table.Td>
              <Table.Td ta="right">{product.stockReserved}</Table.Td>
              <Table.Td ta="right">{formatVat(product.vatRate)}</Table.Td>
              <Table.Td>{menu(product)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
