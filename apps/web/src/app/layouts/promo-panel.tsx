import { Avatar, Box, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import classes from './auth-layout.module.css';

/** Promotes registering a business, with a customer testimonial; wide screens only. */
export function PromoPanel() {
  const { t } = useTranslation();
  const points = t('promo.points', { returnObjects: true }) as string[];
  return (
    <Box component="aside" className={classes.promo} data-testid="promo-panel" aria-label={t('promo.title')}>
      <Stack gap="xl" maw={460}>
        <Title order={2} c="white">
          {t('promo.title')}
        </Title>
        <Text size="lg" c="blue.0">
          {t('promo.text')}
        </Text>
        <List spacing="sm" icon={<IconCheck size={18} aria-hidden />} c="white">
          {points.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List>
        <Button component={Link} to="/auth/register" variant="white" color="dark" w="fit-content">
          {t('promo.cta')}
        </Button>
        <Box className={classes.quote} component="figure" m={0}>
          <Text component="blockquote" m={0} fs="italic">
            {t('promo.quote')}
          </Text>
          <Group gap="sm" mt="md" component="figcaption">
            <Avatar color="white" variant="filled" radius="xl" aria-hidden>
              <Text c="blue.8" fw={700} size="sm">
                MW
              </Text>
            </Avatar>
            <div>
              <Text fw={600}>{t('promo.author')}</Text>
              <Text size="sm" c="blue.1">
                {t('promo.authorRole')}
              </Text>
            </div>
          </Group>
        </Box>
      </Stack>
    </Box>
  );
}
