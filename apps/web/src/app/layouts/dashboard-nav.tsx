import { NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { navSections } from './nav-items';

/** Navigation items are active only when the path matches exactly (spec 000 §2.12). */
export function DashboardNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack gap="md" component="nav">
      {navSections.map((section) => (
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
        </div>
      ))}
    </Stack>
  );
}
