import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { NewOrderDialog } from '../../../components/new-order-dialog/new-order-dialog';
import { usePermission } from '../../../lib/use-permission';

/** Opens 'Stwórz nowe zamówienie' from the list; the dialog opens the created order itself. */
export function NewOrderButton() {
  const { t } = useTranslation();
  const canCreate = usePermission('oms.edit');
  const [opened, setOpened] = useState(false);
  if (!canCreate) return null;
  return (
    <>
      <Button size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {t('orders.newOrder')}
      </Button>
      <NewOrderDialog opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
