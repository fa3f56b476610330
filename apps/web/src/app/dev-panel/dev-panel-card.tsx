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
import { useEffect, useRef } from 'react';
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

/**
 * The open development panel: environment preview, feature flags, disk alerts and the outbox. Loaded (with the
 * query cache and the contract's zod schemas) only when the panel is opened, see dev-panel.tsx.
 */
export function DevPanelCard({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useDevSettings();
  const production = settings.environment === 'production';
  const toggle = useRef<HTMLButtonElement>(null);
  // Mounted only when the user opened the panel: the keyboard focus moves to its close button.
  useEffect(() => {
    toggle.current?.focus();
  }, []);
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
          onClick={onClose}
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
