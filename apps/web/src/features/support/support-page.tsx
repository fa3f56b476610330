import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { supportTopicValues, type SupportTicketResponse } from '@zaplecze/contract/support';
import { SupportForm } from './components/support-form';
import './translations';

/** /auth/support (spec 000 §2.10): the form, then a success state. */
export function Component() {
  const { t } = useTranslation();
  const [sent, setSent] = useState<SupportTicketResponse | null>(null);
  const [params] = useSearchParams();
  const topicParam = params.get('topic') ?? '';
  // A plan's purchase link without a payment provider leads here with ?topic=billing.
  const initialTopic = (supportTopicValues as readonly string[]).includes(topicParam) ? topicParam : '';
  const pageTitle = t('support.pageTitle');
  useEffect(() => {
    const previous = document.title;
    document.title = `${pageTitle} | Zaplecze`;
    return () => {
      document.title = previous;
    };
  }, [pageTitle]);

  return (
    <>
      <Stack gap={4} mb="lg">
        <Title order={1} size="h2">
          {sent ? t('support.successTitle') : t('support.title')}
        </Title>
        {!sent && (
          <Text c="gray.7" size="sm">
            {t('support.subtitle')}
          </Text>
        )}
      </Stack>
      {sent ? (
        <Stack gap="md">
          <Alert color="teal" icon={<IconCircleCheck />} role="status" data-testid="support-success">
            {sent.message || t('support.success')}
          </Alert>
          <Button variant="light" onClick={() => setSent(null)}>
            {t('support.sendAnother')}
          </Button>
        </Stack>
      ) : (
        <SupportForm onSent={setSent} initialTopic={initialTopic} />
      )}
      <Group justify="space-between" mt="lg" gap="xs">
        <Anchor component={Link} to="/auth/start" size="sm">
          {t('support.home')}
        </Anchor>
        <Text size="sm" c="gray.7">
          {t('support.noAccount')}{' '}
          <Anchor component={Link} to="/auth/register" fw={600}>
            {t('support.register')}
          </Anchor>
        </Text>
      </Group>
    </>
  );
}
