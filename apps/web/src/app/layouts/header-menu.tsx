import { Avatar, Group, Menu, Select, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconSettings } from '@tabler/icons-react';
import { useTranslation, changeLanguage, languages, type Language } from '../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import { logout } from '../../lib/logout';
import { useSession } from '../../lib/session';

export function HeaderMenu() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const user = session.status === 'authenticated' ? session.user : null;
  const name = user?.displayName || user?.username || '';
  return (
    <Group gap="sm" wrap="nowrap">
      <Select
        aria-label={t('common.language')}
        data={languages.map((item) => ({ value: item.value, label: item.label }))}
        value={i18n.language}
        onChange={(value) => value && void changeLanguage(value as Language)}
        w={120}
        size="xs"
        allowDeselect={false}
        visibleFrom="xs"
      />
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label={name} data-testid="user-menu">
            <Group gap={6} wrap="nowrap">
              <Avatar radius="xl" size="sm" color="blue">
                {name.slice(0, 2).toUpperCase()}
              </Avatar>
              <Text size="sm" fw={500} visibleFrom="sm">
                {name}
              </Text>
              <IconChevronDown size={14} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to="/settings/general" leftSection={<IconSettings size={16} />}>
            {t('nav.settings')}
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconLogout size={16} />}
            onClick={() => void logout().then(() => navigate('/auth'))}
          >
            {t('nav.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
