import { Group, Select, Text } from '@mantine/core';
import {
  csvDelimiters,
  csvEncodings,
  type CsvDelimiterChoice,
  type CsvEncodingChoice,
  type SourceOptions,
} from '@zaplecze/contract/product-import/product-import';
import { useTranslation } from '../../../lib/i18n';
import type { ImportWizard } from '../use-import-wizard';

/**
 * How the file is read (002 §2.2): CSV encoding and separator (chosen before or after the upload),
 * the XLSX sheet and the XML record path (chosen from what the uploaded file holds).
 */
export function SourceOptionsFields({
  wizard,
  onChange,
  disabled,
}: {
  wizard: ImportWizard;
  onChange: (next: SourceOptions) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const text = (key: string, options?: Record<string, unknown>) => t(`productImport.source.${key}`, options);
  const options = wizard.sourceOptions;
  const info = wizard.task?.sourceInfo;
  if (wizard.format === 'CSV')
    return (
      <Group align="flex-end">
        <Select
          label={text('encoding')}
          data={csvEncodings.map((value) => ({ value, label: t(`productImport.labels.encoding.${value}`) }))}
          value={options.encoding}
          onChange={(value) => value && onChange({ ...options, encoding: value as CsvEncodingChoice })}
          allowDeselect={false}
          disabled={disabled}
          w={180}
        />
        <Select
          label={text('delimiter')}
          data={csvDelimiters.map((value) => ({
            value,
            label: t(`productImport.labels.delimiter.${value}`),
          }))}
          value={options.delimiter}
          onChange={(value) => value && onChange({ ...options, delimiter: value as CsvDelimiterChoice })}
          allowDeselect={false}
          disabled={disabled}
          w={180}
        />
        {info?.encoding && (
          <Text size="sm" c="dimmed">
            {text('detected', {
              encoding: t(`productImport.labels.encoding.${info.encoding}`),
              delimiter: info.delimiter
                ? t(`productImport.labels.delimiter.${info.delimiter}`, {
                    defaultValue: info.delimiter,
                  }).toLowerCase()
                : '',
            })}
          </Text>
        )}
        {info?.sample && (
          <Text size="sm" w="100%" aria-label={text('sampleLabel')}>
            {text('sample')} <code>{info.sample}</code> {text('sampleHint')}
          </Text>
        )}
        {!!info?.invalidUtf8 && (
          <Text size="sm" c="orange" w="100%" role="status">
            {text('invalidUtf8', { count: info.invalidUtf8 })}
          </Text>
        )}
      </Group>
    );
  if (wizard.format === 'XLSX' && info?.sheets && info.sheets.length > 0)
    return (
      <Select
        label={text('sheet')}
        data={info.sheets}
        value={options.sheet ?? info.sheets[0]!}
        onChange={(value) => value && onChange({ ...options, sheet: value })}
        allowDeselect={false}
        disabled={disabled}
        w={280}
      />
    );
  // Before the upload a sheet or record path can only come from a template: shown, chosen again after it.
  const applied =
    wizard.format === 'XLSX'
      ? options.sheet && text('sheetApplied', { sheet: options.sheet })
      : options.recordPath && text('recordPathApplied', { path: options.recordPath });
  if (!info && applied)
    return (
      <Text size="sm" c="dimmed">
        {applied}
      </Text>
    );
  if (wizard.format === 'XML' && info?.recordPaths && info.recordPaths.length > 0)
    return (
      <Select
        label={text('recordPath')}
        description={text('recordPathHint')}
        data={info.recordPaths}
        value={options.recordPath ?? info.recordPath ?? info.recordPaths[0]!}
        onChange={(value) => value && onChange({ ...options, recordPath: value })}
        allowDeselect={false}
        disabled={disabled}
        w={360}
      />
    );
  return null;
}
