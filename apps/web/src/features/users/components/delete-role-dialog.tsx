import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { pluralPl } from '@zaplecze/contract/common/plural';
import { usersCountLabel, type Role } from '@zaplecze/contract/roles/roles';

interface Props {
  role: Role | null;
  roles: readonly Role[];
  deleting: boolean;
  onCancel(): void;
  onConfirm(replacementRoleId: string): void;
}

/** Deleting a role that users still hold: asks which role they move to first. */
export function DeleteRoleDialog({ role, roles, deleting, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  const holders = role?.usersCount ?? 0;
  const [replacement, setReplacement] = useState<string | null>(null);
  const options = roles
    .filter((item) => item.id !== role?.id)
    .map((item) => ({ value: item.id, label: item.name }));
  const close = () => {
    setReplacement(null);
    onCancel();
  };
  return (
    <Modal
      opened={role !== null}
      onClose={close}
      title={<Text fw={600}>{t('employeeAccounts.rolesTab.deleteTitle', { name: role?.name ?? '' })}</Text>}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          {t('employeeAccounts.rolesTab.deleteAssigned', {
            count: holders,
            users: usersCountLabel(holders),
            // 'ma 1 użytkownik', 'mają 2 użytkownicy', 'ma 5 użytkowników'
            verb: pluralPl(holders, { one: 'ma', few: 'mają', many: 'ma' }),
          })}
        </Text>
        <Select
          label={t('employeeAccounts.rolesTab.replacement')}
          placeholder={t('employeeAccounts.rolesTab.replacementPlaceholder')}
          data={options}
          value={replacement}
          onChange={setReplacement}
          withAsterisk
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={deleting}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={deleting}
            disabled={!replacement}
            onClick={() => replacement && onConfirm(replacement)}
          >
            {t('employeeAccounts.rolesTab.deleteAndMove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
