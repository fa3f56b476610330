import { ActionIcon, Menu } from '@mantine/core';
import {
  IconDots,
  IconKey,
  IconMailForward,
  IconPencil,
  IconPlayerPlay,
  IconPlayerPause,
  IconShieldOff,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { User } from '@zaplecze/contract/users/users';

export interface UserRowHandlers {
  edit(user: User): void;
  changePassword(user: User): void;
  resetPassword(user: User): void;
  activate(user: User): void;
  deactivate(user: User): void;
  resetTwoFactor(user: User): void;
  delete(user: User): void;
}

interface Props {
  user: User;
  /** The signed-in user: the server refuses deleting or deactivating oneself, so those are not offered. */
  isSelf: boolean;
  disabled: boolean;
  handlers: UserRowHandlers;
}

export function UserRowActions({ user, isSelf, disabled, handlers }: Props) {
  const { t } = useTranslation();
  const item = (key: keyof UserRowHandlers) => () => handlers[key](user);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('employeeAccounts.usersTab.actionsFor', { name: user.name })}
          disabled={disabled}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={item('edit')}>
          {t('employeeAccounts.usersTab.edit')}
        </Menu.Item>
        <Menu.Item leftSection={<IconKey size={16} />} onClick={item('changePassword')}>
          {t('employeeAccounts.usersTab.changePassword')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconMailForward size={16} />}
          onClick={item('resetPassword')}
          disabled={user.status !== 'active'}
        >
          {t('employeeAccounts.usersTab.resetPassword')}
        </Menu.Item>
        {user.twoFactorEnabled && (
          <Menu.Item leftSection={<IconShieldOff size={16} />} onClick={item('resetTwoFactor')}>
            {t('employeeAccounts.usersTab.resetTwoFactor')}
          </Menu.Item>
        )}
        {!isSelf &&
          (user.status === 'active' ? (
            <Menu.Item leftSection={<IconPlayerPause size={16} />} onClick={item('deactivate')}>
              {t('employeeAccounts.usersTab.deactivate')}
            </Menu.Item>
          ) : (
            <Menu.Item leftSection={<IconPlayerPlay size={16} />} onClick={item('activate')}>
              {t('employeeAccounts.usersTab.activate')}
            </Menu.Item>
          ))}
        {!isSelf && (
          <>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={item('delete')}>
              {t('employeeAccounts.usersTab.delete')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
