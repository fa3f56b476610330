import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { supportTopicValues, type SupportTicketResponse } from '@zaplecze/contract/support/support';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { SupportForm } from './components/support-form';
import './translations';

/**
 * /auth/support (spec 000 §2.10): the form, then a success state. Signed-in users reach the same
 * form at /dashboard/support (e.g. from a plan's purchase link), inside the dashboard shell.
 */
export function Component() {
  const { t } = useTranslation();
  const [sent, setSent] = useState<SupportTicketResponse | null>(null);
  const [params] = useSearchParams();
  const topicParam = params.get('topic') ?? '';
  // A plan's purchase link without a payment provider leads here with ?topic=billing.
  const initialTopic = (supportTopicValues as readonly string[]).includes(topicParam) ? topicParam : '';
  const pageTitle = t('support.pageTitle');
  usePageTitle(pageTitle);

  const signedIn = useSession().status === 'authenticated';
  const content = (
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
      {!signedIn && (
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
      )}
    </>
  );
  return signedIn ? (
    <Card withBorder radius="md" p="xl" maw={640}>
      {content}
    </Card>
  ) : (
    content
  );
}
