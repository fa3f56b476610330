import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../lib/i18n';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <Center mih="100vh" p="xl" component="main">
      <Stack align="center" gap="md" ta="center">
        <Text fz={72} fw={800} c="blue.8" aria-hidden>
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} to="/">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Center>
  );
}
