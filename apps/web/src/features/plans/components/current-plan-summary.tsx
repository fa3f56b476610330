import { Badge, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { daysLeftText, type Licence, type Plan } from '@zaplecze/contract/plans/plans';

const statusColor = { trial: 'blue.8', active: 'teal.9', expired: 'red.9' } as const;

/** The plan the account uses now, its status and how long it stays valid. */
export function CurrentPlanSummary({ licence, plan }: { licence: Licence; plan: Plan | undefined }) {
  const { t, i18n } = useTranslation();
  const validTo = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'pl-PL', {
    dateStyle: 'long',
  }).format(new Date(licence.validTo));
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-label={t('plans.current.title')}
      data-testid="current-plan"
    >
      <Stack gap="sm">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
            <IconCrown size={24} />
          </ThemeIcon>
          <div style={{ flex: 1 }}>
            <Text size="xs" fw={700} tt="uppercase" c="gray.7">
              {t('plans.current.title')}
            </Text>
            <Group gap="xs" mt={2}>
              <Text fw={700} size="xl">
                {plan?.name ?? licence.planName}
              </Text>
              <Badge color={statusColor[licence.status]} variant="outline">
                {t(`plans.current.status.${licence.status}`)}
              </Badge>
            </Group>
            <Text size="sm" c="gray.7" mt={2}>
              {t('plans.current.validTo', { date: validTo })}
              {' · '}
              {t('plans.current.daysLeft', { text: daysLeftText(licence.daysLeft) })}
            </Text>
          </div>
        </Group>
      </Stack>
    </Card>
  );
}
