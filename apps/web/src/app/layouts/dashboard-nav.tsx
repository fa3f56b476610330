import { NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import { Link, useLocation } from 'react-router';
import { SidebarFavorites } from '../../features/favorites/components/sidebar-favorites';
import { useSession } from '../../lib/session';
import { hasAccess } from '../../lib/use-permission';
import { navSections, type NavItem } from './nav-items';

/**
 * Navigation items are active only when the path matches exactly (spec 000 §2.12). Items the
 * signed-in user's role cannot read are left out, and so is a section left empty by that. The
 * user's first favourites follow the first section.
 */
export function DashboardNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const visible = (item: NavItem) =>
    !item.permission || session.status !== 'authenticated' || hasAccess(session.user, item.permission);
  const sections = navSections
    .map((section) => ({ ...section, items: section.items.filter(visible) }))
    .filter((section) => section.items.length > 0);
  return (
    <Stack gap="md">
      {sections.map((section, index) => [
        index === 1 && session.status === 'authenticated' && <SidebarFavorites key="favorites" />,
        <div key={section.labelKey ?? 'main'}>
          {section.labelKey && (
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
              {t(section.labelKey)}
            </Text>
          )}
          {section.items.map((item) => {
            const active = pathname === item.to;
            return (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={t(item.labelKey)}
                leftSection={<item.icon size={18} stroke={1.6} aria-hidden />}
                active={active}
                aria-current={active ? 'page' : undefined}
                variant="light"
              />
            );
          })}
        </div>,
      ])}
    </Stack>
  );
}
