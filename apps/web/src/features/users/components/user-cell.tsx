import { Avatar, Badge, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { User } from '@zaplecze/contract/users/users';
import { useAvatarSrc } from '../api/get-avatar';

function initialsOf(user: User) {
  const source = user.name || user.username;
  return source
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/** Picture (or initials), name and e-mail. */
export function UserCell({ user, isSelf }: { user: User; isSelf: boolean }) {
  const { t } = useTranslation();
  const src = useAvatarSrc(user.avatarUrl);
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={src} radius="xl" size={36} color="blue" alt="">
        {initialsOf(user)}
      </Avatar>
      <div style={{ minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={600} truncate>
            {user.name || user.username}
          </Text>
          {isSelf && (
            <Badge size="xs" variant="light" c="gray.9">
              {t('employeeAccounts.usersTab.you')}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="gray.7" truncate>
          {user.email}
        </Text>
      </div>
    </Group>
  );
}
