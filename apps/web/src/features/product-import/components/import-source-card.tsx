import { Button, Card, FileInput, Group, Select, Stack, TextInput } from '@mantine/core';
import {
  importFormats,
  importModes,
  productIdentifiers,
  type ImportFormat,
  type ImportMode,
  type ProductIdentifier,
} from '@zaplecze/contract/product-import/product-import';
import { useTranslation } from '../../../lib/i18n';
import type { ImportActions } from '../use-import-actions';
import type { ImportWizard, Stage } from '../use-import-wizard';
import { SourceOptionsFields } from './source-options';
import { TemplatePicker } from './template-picker';

/** The import's source: template, format, identifier, mode, reading choices, then a file or a URL. */
export function ImportSourceCard({
  wizard,
  actions,
  stage,
  file,
  onFile,
}: {
  wizard: ImportWizard;
  actions: ImportActions;
  stage: Stage;
  file: File | null;
  onFile: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  const text = (key: string) => t(`productImport.wizard.${key}`);
  const settled = stage === 'confirmed' || stage === 'completed';
  return (
    <Card withBorder>
      <Stack gap="sm">
        <TemplatePicker wizard={wizard} onSourceOptions={actions.changeSource} />
        <Group>
          <Select
            label={text('format')}
            data={[...importFormats]}
            value={wizard.format}
            onChange={(value) => value && wizard.setFormat(value as ImportFormat)}
            allowDeselect={false}
            w={120}
            disabled={stage !== 'upload'}
          />
          <Select
            label={text('identifier')}
            data={productIdentifiers.map((value) => ({
              value,
              label: t(`productImport.labels.identifier.${value}`),
            }))}
            value={wizard.identifier}
            onChange={(value) => value && wizard.setIdentifier(value as ProductIdentifier)}
            allowDeselect={false}
            w={180}
            disabled={settled}
          />
          <Select
            label={text('mode')}
            data={importModes.map((value) => ({ value, label: t(`productImport.labels.mode.${value}`) }))}
            value={wizard.mode}
            onChange={(value) => value && wizard.setMode(value as ImportMode)}
            allowDeselect={false}
            w={200}
            disabled={settled}
          />
        </Group>
        <SourceOptionsFields
          wizard={wizard}
          onChange={actions.changeSource}
          disabled={actions.busy || (stage !== 'upload' && stage !== 'mapping')}
        />
        <Group align="flex-end">
          <FileInput
            label={text('file')}
            placeholder={text('filePlaceholder')}
            value={file}
            onChange={onFile}
            accept=".csv,.xml,.xlsx"
            w={{ base: '100%', xs: 280 }}
            clearable
            clearButtonProps={{ 'aria-label': text('clearFile') }}
            disabled={stage !== 'upload'}
          />
          <TextInput
            label={text('url')}
            placeholder={text('urlPlaceholder')}
            value={wizard.url}
            onChange={(event) => wizard.setUrl(event.currentTarget.value)}
            onKeyDown={(event) =>
              event.key === 'Enter' &&
              !wizard.recurring &&
              stage === 'upload' &&
              void actions.upload('url', file)
            }
            w={360}
          />
          <Button
            variant="light"
            onClick={() => void actions.upload('url', file)}
            disabled={stage !== 'upload' || wizard.recurring}
            loading={actions.busy && !!wizard.url}
          >
            {text('importUrl')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
