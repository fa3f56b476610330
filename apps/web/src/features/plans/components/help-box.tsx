import { Button, Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';

export function HelpBox() {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      bg="blue.0"
      component="section"
      aria-labelledby="plans-help-title"
    >
      <Group justify="space-between" gap="md" wrap="wrap">
        <Group gap="md" wrap="nowrap" align="flex-start" maw={720}>
          <ThemeIcon size={44} radius="md" aria-hidden>
            <IconHeadset size={24} />
          </ThemeIcon>
          <div>
            <Title order={2} size="h4" id="plans-help-title">
              {t('plans.help.title')}
            </Title>
            <Text size="sm" c="gray.8" mt={4}>
              {t('plans.help.text')}
            </Text>
          </div>
        </Group>
        <Button component={Link} to="/dashboard/support" variant="white">
          {t('plans.help.contact')}
        </Button>
      </Group>
    </Card>
  );
}
