import { Alert, Button, Card, Checkbox, Group, Radio, SimpleGrid, Stack, Switch, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useForm, useWatch, Controller } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import {
  breakdownTypes,
  type SetsSettings,
  type SetsSettingsValues,
} from '@zaplecze/contract/sets-settings/sets-settings';
import { notify, notifyFailure } from '../../../lib/notify';
import { useSaveSetsSettings } from './api/sets-settings';

const levels = [
  { key: 'orderLevel', fields: ['orderView', 'workflow', 'reports', 'orderApi'] },
  { key: 'packingLevel', fields: ['pickingList', 'packingDocuments', 'wms'] },
  { key: 'exportLevel', fields: ['api'] },
] as const;

const valuesOf = ({
  version: _version,
  modifiedAt: _modifiedAt,
  ...values
}: SetsSettings): SetsSettingsValues => values;

/** The sets form: three levels of switches, the breakdown type, Cancel (back to saved) and Save. */
export function SetsForm({ settings, canEdit }: { settings: SetsSettings; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useSaveSetsSettings();
  const form = useForm<SetsSettingsValues>({ defaultValues: valuesOf(settings) });
  const disabled = useWatch({ control: form.control, name: 'disableBreakdown' });
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { ...values, version: settings.version },
      {
        onSuccess: (saved) => {
          form.reset(valuesOf(saved));
          notify('green', t('sets.saved'));
        },
        onError: (error) => notifyFailure(t('sets.saveError'), error),
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {levels.map((level) => (
            <Card key={level.key} withBorder radius="md" padding="lg">
              <Title order={3} size="h5" mb="sm">
                {t(`sets.${level.key}`)}
              </Title>
              <Stack gap="sm">
                {level.fields.map((field) => (
                  <Checkbox
                    key={field}
                    label={t(`sets.fields.${field}`)}
                    disabled={!canEdit}
                    {...form.register(`${level.key}.${field}` as 'orderLevel.orderView')}
                  />
                ))}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Switch
              label={t('sets.disableBreakdown')}
              disabled={!canEdit}
              {...form.register('disableBreakdown')}
            />
            {disabled && (
              <Alert color="orange" icon={<IconAlertTriangle size={18} />} role="alert">
                {t('sets.disabledWarning')}
              </Alert>
            )}
            <Controller
              control={form.control}
              name="breakdownType"
              render={({ field }) => (
                <Radio.Group label={t('sets.breakdownType')} value={field.value} onChange={field.onChange}>
                  <Stack gap="xs" mt="xs">
                    {breakdownTypes.map((type) => (
                      <Radio
                        key={type}
                        value={type}
                        label={t(`sets.breakdown.${type}`)}
                        disabled={!canEdit || disabled}
                      />
                    ))}
                  </Stack>
                </Radio.Group>
              )}
            />
          </Stack>
        </Card>
        {canEdit && (
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => form.reset(valuesOf(settings))}
              disabled={!form.formState.isDirty}
            >
              {t('sets.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('sets.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
