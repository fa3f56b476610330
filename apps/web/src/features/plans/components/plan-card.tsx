import {
  Badge,
  Button,
  Card,
  Divider,
  Group,
  List,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { formatMoney } from '@zaplecze/contract/common/money';
import { paymentLinkFor, type Plan } from '@zaplecze/contract/plans/plans';
import { limitRows } from '../limit-texts';
import classes from './plan-card.module.css';

interface Props {
  plan: Plan;
  isCurrent: boolean;
  /** The purchase link exists only once the account is known (spec 000 §2.11). */
  accountId: string | null;
}

export function PlanCard({ plan, isCurrent, accountId }: Props) {
  const { t, i18n } = useTranslation();
  const titleId = `plan-${plan.id}-title`;
  const canBuy = accountId !== null && !plan.isFree && plan.paymentUrl !== null;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      className={classes.card}
      data-popular={plan.isPopular || undefined}
      data-current={isCurrent || undefined}
      component="article"
      aria-labelledby={titleId}
      data-testid={`plan-${plan.id}`}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs" mih={26}>
          <Title order={2} size="h4" id={titleId}>
            {plan.name}
          </Title>
          <Group gap={6}>
            {isCurrent && (
              <Badge color="teal.9" variant="outline">
                {t('plans.card.yourPlan')}
              </Badge>
            )}
            {plan.isPopular && <Badge color="blue">{t('plans.card.popular')}</Badge>}
          </Group>
        </Group>
        <div>
          <Group gap={6} align="baseline">
            <Text fz={32} fw={800} lh={1}>
              {plan.isFree ? t('plans.card.free') : formatMoney(plan.price.amount, plan.price.currency)}
            </Text>
            {!plan.isFree && (
              <Text size="sm" c="gray.7">
                {t('plans.card.perMonth')}
              </Text>
            )}
          </Group>
          {plan.trialDays !== null && (
            <Text size="sm" c="gray.7" mt={4}>
              {t('plans.card.trial', { count: plan.trialDays })}
            </Text>
          )}
        </div>
        <Text size="sm">{plan.description}</Text>
        <Divider />
        <div>
          <Text size="xs" fw={700} tt="uppercase" c="gray.7" mb={6}>
            {t('plans.card.features')}
          </Text>
          <List
            spacing={6}
            size="sm"
            center
            icon={
              <ThemeIcon size={18} radius="xl" color="teal" variant="light" aria-hidden>
                <IconCheck size={12} />
              </ThemeIcon>
            }
          >
            {plan.features.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
        </div>
        <div>
          <Text size="xs" fw={700} tt="uppercase" c="gray.7" mb={6}>
            {t('plans.card.limits')}
          </Text>
          <Table fz="sm" verticalSpacing={4} horizontalSpacing={0} withRowBorders={false}>
            <Table.Tbody>
              {limitRows(plan.limits, t, i18n.language).map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Th fw={400} c="gray.7" scope="row">
                    {row.label}
                  </Table.Th>
                  <Table.Td ta="right" fw={500}>
                    {row.value}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
        {plan.additionalInfo.length > 0 && (
          <div>
            <Text size="xs" fw={700} tt="uppercase" c="gray.7" mb={6}>
              {t('plans.card.extras')}
            </Text>
            <List spacing={4} size="sm" c="gray.8">
              {plan.additionalInfo.map((info) => (
                <List.Item key={info}>{info}</List.Item>
              ))}
            </List>
          </div>
        )}
        <div className={classes.action}>
          {canBuy ? (
            <Button
              component="a"
              href={paymentLinkFor(plan.paymentUrl!, accountId)}
              target="_blank"
              rel="noopener noreferrer"
              fullWidth
              variant={plan.isPopular ? 'filled' : 'light'}
              rightSection={<IconExternalLink size={16} aria-hidden />}
              data-testid={`buy-${plan.id}`}
            >
              {isCurrent ? t('plans.card.renew') : t('plans.card.buy', { name: plan.name })}
              <VisuallyHidden> {t('plans.card.opensInNewTab')}</VisuallyHidden>
            </Button>
          ) : plan.isFree ? (
            <Text size="sm" c="gray.7" ta="center">
              {t('plans.card.included')}
            </Text>
          ) : null}
        </div>
      </Stack>
    </Card>
  );
}
