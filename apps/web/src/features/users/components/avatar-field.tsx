import { Avatar, Button, CloseButton, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { avatarLimits, userMessages } from '@zaplecze/contract/users/users';

/** The client-side check mirrors the server's limits from the contract; the server stays the authority. */
export function avatarProblem(file: File): string | null {
  if (!(avatarLimits.types as readonly string[]).includes(file.type)) return userMessages.avatarType;
  if (file.size > avatarLimits.maxBytes) return userMessages.avatarTooLarge;
  return null;
}

interface Props {
  file: File | null;
  /** The stored picture, shown until another file is chosen. */
  currentSrc: string | null;
  initials: string;
  disabled?: boolean;
  error?: string | null;
  onChange(file: File | null, problem: string | null): void;
}

export function AvatarField({ file, currentSrc, initials, disabled, error, onChange }: Props) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <Input.Wrapper
      label={t('employeeAccounts.userForm.avatar')}
      description={t('employeeAccounts.userForm.avatarHint')}
      error={error}
    >
      <Group gap="md" mt={6} wrap="nowrap">
        <Avatar
          src={preview ?? currentSrc}
          size={56}
          radius="xl"
          alt={t('employeeAccounts.userForm.avatarPreview')}
        >
          {initials}
        </Avatar>
        <Stack gap={4}>
          <Group gap="xs">
            <FileButton
              accept={avatarLimits.types.join(',')}
              disabled={disabled}
              onChange={(chosen) => onChange(chosen, chosen ? avatarProblem(chosen) : null)}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  size="xs"
                  leftSection={<IconPhotoUp size={14} aria-hidden />}
                >
                  {t('employeeAccounts.userForm.avatarChoose')}
                </Button>
              )}
            </FileButton>
            {file && (
              <CloseButton
                size="sm"
                aria-label={t('employeeAccounts.userForm.avatarRemove')}
                onClick={() => onChange(null, null)}
                disabled={disabled}
              />
            )}
          </Group>
          {file && (
            <Text size="xs" c="gray.7" truncate maw={220}>
              {file.name}
            </Text>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
