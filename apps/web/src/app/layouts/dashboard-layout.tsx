import { AppShell, Burger, Group, Overlay, ScrollArea, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { IconBox } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Outlet, useLocation } from 'react-router';
import { PageFavoriteStar } from '../../components/favorite-star/page-favorite-star';
import { useSession } from '../../lib/session';
import { DashboardNav } from './dashboard-nav';
import { HeaderMenu } from './header-menu';
import { ReadOnlyBanner } from './read-only-banner';
import { useDiskUsageAlert } from './use-disk-usage-alert';
import classes from './dashboard-layout.module.css';

/** The signed-in shell: an 18rem navigation drawer, an overlay on screens below 1024px. */
export function Component() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const isMobile = useMediaQuery('(max-width: 63.99em)');
  const location = useLocation();
  const session = useSession();
  const companyName = session.status === 'authenticated' ? session.user.companyName : '';
  useDiskUsageAlert();

  useEffect(() => close(), [location.pathname, close]);

  return (
    <ModalsProvider>
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: '18rem', breakpoint: 'md', collapsed: { mobile: !opened } }}
        padding="lg"
        classNames={{ navbar: classes.navbar }}
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="md"
                size="sm"
                aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
              />
              <ThemeIcon radius="md" aria-hidden>
                <IconBox size={18} />
              </ThemeIcon>
              <Text fw={700}>{t('common.appName')}</Text>
              <PageFavoriteStar />
            </Group>
            <HeaderMenu />
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="sm" aria-label={t('common.appName')}>
          <div className={classes.brand}>
            <Text fw={700} size="lg">
              {t('common.appName')}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {companyName || t('nav.subtitle')}
            </Text>
          </div>
          <AppShell.Section grow component={ScrollArea}>
            <DashboardNav />
          </AppShell.Section>
          <div className={classes.cornerReserve} aria-hidden />
        </AppShell.Navbar>
        {isMobile && opened && (
          <Overlay fixed zIndex={99} backgroundOpacity={0.4} onClick={close} data-testid="nav-overlay" />
        )}
        <AppShell.Main className={classes.main}>
          <ReadOnlyBanner />
          <Outlet />
          <div className={classes.cornerReserveNarrow} aria-hidden />
        </AppShell.Main>
      </AppShell>
    </ModalsProvider>
  );
}
