import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Divider,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { IconChevronDown, IconCode } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { diskAlertStore } from '../../components/disk-alert-store';
import {
  devSettingsStore,
  featureFlags,
  isFlagEnabled,
  useDevSettings,
  type FeatureFlag,
} from '../../lib/feature-flags';
import { diskThresholds } from '@zaplecze/contract/system/system';
import classes from './dev-panel.module.css';
import { OutboxSection } from './outbox-section';

/** Room the layouts keep free in the window's bottom-left corner for the closed panel's button. */
const cornerReserve = '--floating-corner-reserve';

/**
 * Development panel: loaded only when the server does not run in production. Closed, it is one round
 * button in the bottom-left corner, where the layouts keep room for it, so it covers no control.
 */
export default function DevPanel() {
  const { t } = useTranslation();
  const settings = useDevSettings();
  const [open, setOpen] = useState(false);
  const production = settings.environment === 'production';
  const toggle = useRef<HTMLButtonElement>(null);
  const [touched, setTouched] = useState(false);
  // The button is replaced when the panel opens or closes: keep the keyboard focus on its successor.
  useEffect(() => {
    if (touched) toggle.current?.focus();
  }, [open, touched]);
  const setPanel = (value: boolean) => {
    setTouched(true);
    setOpen(value);
  };
  useEffect(() => {
    document.documentElement.style.setProperty(cornerReserve, '56px');
    return () => {
      document.documentElement.style.removeProperty(cornerReserve);
    };
  }, []);
  if (!open) {
    return (
      <section className={classes.corner} data-testid="dev-panel" aria-label={t('devPanel.title')}>
        <ActionIcon
          size={40}
          radius="xl"
          variant="filled"
          color="dark.6"
          ref={toggle}
          onClick={() => setPanel(true)}
          aria-label={t('devPanel.toggle')}
          aria-expanded={false}
          title={t('devPanel.title')}
        >
          <IconCode size={20} aria-hidden />
        </ActionIcon>
      </section>
    );
  }
  return (
    <Card
      className={classes.panel}
      withBorder
      shadow="lg"
      p="xs"
      data-testid="dev-panel"
      component="section"
      aria-label={t('devPanel.title')}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <IconCode size={16} aria-hidden />
          <Text size="sm" fw={600}>
            {t('devPanel.title')}
          </Text>
          <Badge size="xs" color={production ? 'red.9' : 'teal.9'}>
            {production ? t('devPanel.production') : t('devPanel.development')}
          </Badge>
        </Group>
        <ActionIcon
          variant="subtle"
          ref={toggle}
          onClick={() => setPanel(false)}
          aria-label={t('devPanel.toggle')}
          aria-expanded
        >
          <IconChevronDown size={16} />
        </ActionIcon>
      </Group>
      <Stack gap="sm" pt="sm">
        <div>
          <Text size="xs" fw={600} c="dimmed" mb={4}>
            {t('devPanel.environment')}
          </Text>
          <SegmentedControl
            fullWidth
            size="xs"
            value={settings.environment}
            onChange={(value) =>
              devSettingsStore.setEnvironment(value === 'production' ? 'production' : 'development')
            }
            data={[
              { value: 'development', label: t('devPanel.development') },
              { value: 'production', label: t('devPanel.production') },
            ]}
          />
          {production && (
            <Text size="xs" c="dimmed" mt={4}>
              {t('devPanel.productionNote')}
            </Text>
          )}
        </div>
        <Divider />
        <Text size="xs" fw={600} c="dimmed">
          {t('devPanel.flags')}
        </Text>
        {(Object.keys(featureFlags) as FeatureFlag[]).map((flag) => (
          <Switch
            key={flag}
            size="xs"
            label={featureFlags[flag].label}
            checked={isFlagEnabled(flag, settings)}
            disabled={production}
            onChange={(event) => devSettingsStore.setFlag(flag, event.currentTarget.checked)}
            data-testid={`flag-${flag}`}
          />
        ))}
        <Divider />
        <Text size="xs" fw={600} c="dimmed">
          {t('devPanel.diskAlerts')}
        </Text>
        <Group gap="xs" grow>
          <Button
            size="xs"
            variant="light"
            color="orange"
            onClick={() => diskAlertStore.show({ type: 'warning', percent: diskThresholds.warning })}
          >
            {t('devPanel.diskWarning')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => diskAlertStore.show({ type: 'critical', percent: diskThresholds.critical })}
          >
            {t('devPanel.diskCritical')}
          </Button>
        </Group>
        <Divider />
        <OutboxSection enabled />
      </Stack>
    </Card>
  );
}
