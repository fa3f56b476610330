import { ActionIcon, Box, Group, Loader, Text, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { CaptchaResponse } from '@zaplecze/contract/support/support';

interface Props {
  captcha: CaptchaResponse | undefined;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
}

/** The server's captcha picture with a button that asks for a new code. */
export function CaptchaImage({ captcha, loading, failed, onRefresh }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Box
        w={180}
        h={60}
        bd="1px solid var(--mantine-color-gray-4)"
        bg="white"
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        }}
      >
        {captcha && !loading ? (
          <img
            src={captcha.image}
            alt={t('support.captchaAlt')}
            width={180}
            height={60}
            data-testid="captcha-image"
          />
        ) : failed ? (
          <Text size="xs" c="red.8" ta="center" px="xs">
            {t('support.captchaError')}
          </Text>
        ) : (
          <Loader size="sm" aria-label={t('support.captchaLoading')} />
        )}
      </Box>
      <Tooltip label={t('support.captchaRefresh')}>
        <ActionIcon
          variant="light"
          size="lg"
          onClick={onRefresh}
          aria-label={t('support.captchaRefresh')}
          loading={loading}
        >
          <IconRefresh size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
