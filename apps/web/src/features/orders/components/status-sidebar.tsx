import { Card, Drawer, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { SidebarContent } from './sidebar-content';
import classes from './status-sidebar.module.css';

/**
 * The status sidebar: a column beside the list on wide screens; below 1024px an overlay that
 * closes on an outside click, on its close button or once a status is chosen.
 */
export function StatusSidebar({
  statusId,
  onSelect,
  isMobile,
  opened,
  onClose,
}: {
  statusId: string | undefined;
  onSelect: (statusId: string | undefined) => void;
  isMobile: boolean;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  if (isMobile) {
    return (
      <Drawer
        opened={opened}
        onClose={onClose}
        size="18rem"
        padding="sm"
        title={
          <Title order={2} size="h5">
            {t('orders.sidebar.title')}
          </Title>
        }
        closeButtonProps={{ 'aria-label': t('orders.sidebar.close') }}
        data-testid="status-sidebar"
      >
        <SidebarContent
          statusId={statusId}
          wide={false}
          onSelect={(id) => {
            onSelect(id);
            onClose();
          }}
        />
      </Drawer>
    );
  }
  return (
    <Card
      withBorder
      radius="md"
      padding="xs"
      component="aside"
      aria-label={t('orders.sidebar.title')}
      className={classes.aside}
      data-testid="status-sidebar"
    >
      <Title order={2} size="h6" px="xs" pt={4} pb={6} c="gray.8">
        {t('orders.sidebar.title')}
      </Title>
      <SidebarContent statusId={statusId} onSelect={onSelect} wide />
    </Card>
  );
}
