import { ActionIcon, Badge, Button, Group, Menu, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconCopy,
  IconDeviceFloppy,
  IconDots,
  IconFileTypeCsv,
  IconFileTypePdf,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/i18n';
import { Link } from 'react-router';
import { FavoriteStar } from '../../../../components/favorite-star/favorite-star';
import { productStatusLabels, type Product, type ProductStatus } from '@zaplecze/contract/products/products';

const statusColors: Record<ProductStatus, string> = {
  Published: 'green',
  Active: 'teal',
  Unpublished: 'gray',
  Draft: 'yellow',
  Inactive: 'orange',
  NotPaid: 'red',
  Archived: 'dark',
};

interface EditorHeaderProps {
  product: Product | null;
  dirty: boolean;
  saving: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onCopy: () => void;
  onDelete: () => void;
  onPdf: () => void;
  onCsv: () => void;
  onSave: () => void;
}

/** Name, SKU and status of the saved product, 'Zapisz', and the product's actions. */
export function EditorHeader({
  product,
  dirty,
  saving,
  canEdit,
  canDelete,
  onCopy,
  onDelete,
  onPdf,
  onCsv,
  onSave,
}: EditorHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
      <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
        <ActionIcon
          component={Link}
          to="/dashboard/products"
          variant="subtle"
          size="lg"
          aria-label={t('productEditor.back')}
          mt={2}
        >
          <IconArrowLeft size={20} />
        </ActionIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={4} wrap="nowrap" align="center">
            <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {product ? product.name : t('productEditor.newTitle')}
            </Title>
            {product && <FavoriteStar target={{ kind: 'product', targetId: product.id }} />}
          </Group>
          {product && (
            <Group gap="xs">
              <Text size="sm" c="dimmed" data-testid="product-sku">
                SKU: {product.sku}
              </Text>
              <Badge
                color={statusColors[product.status]}
                variant="light"
                c="gray.9"
                data-testid="product-status"
              >
                {productStatusLabels[product.status]}
              </Badge>
            </Group>
          )}
        </Stack>
      </Group>
      <Group gap="xs">
        {dirty && (
          <Text size="sm" c="red.9" role="status">
            {t('productEditor.unsavedHint')}
          </Text>
        )}
        {product && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                variant="default"
                rightSection={<IconDots size={16} aria-hidden />}
                aria-label={t('productEditor.actions.label')}
              >
                {t('productEditor.actions.label')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {canEdit && (
                <Menu.Item leftSection={<IconCopy size={16} />} onClick={onCopy}>
                  {t('productEditor.actions.copy')}
                </Menu.Item>
              )}
              <Menu.Item leftSection={<IconFileTypePdf size={16} />} onClick={onPdf}>
                {t('productEditor.actions.pdf')}
              </Menu.Item>
              <Menu.Item leftSection={<IconFileTypeCsv size={16} />} onClick={onCsv}>
                {t('productEditor.actions.csv')}
              </Menu.Item>
              {canDelete && (
                <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                  {t('productEditor.actions.delete')}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
        {canEdit && (
          <Button onClick={onSave} leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={saving}>
            {product ? t('productEditor.save') : t('productEditor.create')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
