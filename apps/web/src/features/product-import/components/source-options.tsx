import { Group, Select, Text } from '@mantine/core';
import {
  csvDelimiters,
  csvEncodings,
  type CsvDelimiterChoice,
  type CsvEncodingChoice,
  type SourceOptions,
} from '@zaplecze/contract/product-import/product-import';
import { csvDelimiterLabels, csvEncodingLabels } from '../labels';
import { countPl } from '@zaplecze/contract/common/plural';
import type { ImportWizard } from '../use-import-wizard';

const encodingWarning = (count: number) =>
  `${countPl(count, { one: 'nieprawidłowa sekwencja', few: 'nieprawidłowe sekwencje', many: 'nieprawidłowych sekwencji' })} bajtów UTF-8 — zastąpione znakiem „\uFFFD” i pokazane jako ostrzeżenia w podglądzie zmian.`;

const detectedDelimiter = (value: string | undefined) =>
  value ? csvDelimiterLabels[value as CsvDelimiterChoice] : null;

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
  const options = wizard.sourceOptions;
  const info = wizard.task?.sourceInfo;
  if (wizard.format === 'CSV')
    return (
      <Group align="flex-end">
        <Select
          label="Kodowanie"
          data={csvEncodings.map((value) => ({ value, label: csvEncodingLabels[value] }))}
          value={options.encoding}
          onChange={(value) => value && onChange({ ...options, encoding: value as CsvEncodingChoice })}
          allowDeselect={false}
          disabled={disabled}
          w={180}
        />
        <Select
          label="Separator"
          data={csvDelimiters.map((value) => ({ value, label: csvDelimiterLabels[value] }))}
          value={options.delimiter}
          onChange={(value) => value && onChange({ ...options, delimiter: value as CsvDelimiterChoice })}
          allowDeselect={false}
          disabled={disabled}
          w={180}
        />
        {info?.encoding && (
          <Text size="sm" c="dimmed">
            Odczytano: {csvEncodingLabels[info.encoding]}, {detectedDelimiter(info.delimiter)?.toLowerCase()}
          </Text>
        )}
        {info?.sample && (
          <Text size="sm" w="100%" aria-label="Przykład odczytu">
            Przykład odczytu: <code>{info.sample}</code> — jeśli polskie litery są zniekształcone, wybierz
            inne kodowanie.
          </Text>
        )}
        {!!info?.invalidUtf8 && (
          <Text size="sm" c="orange" w="100%" role="status">
            {encodingWarning(info.invalidUtf8)}
          </Text>
        )}
      </Group>
    );
  if (wizard.format === 'XLSX' && info?.sheets && info.sheets.length > 0)
    return (
      <Select
        label="Arkusz"
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
      ? options.sheet && `Arkusz do odczytu: ${options.sheet}`
      : options.recordPath && `Ścieżka rekordu do odczytu: ${options.recordPath}`;
  if (!info && applied)
    return (
      <Text size="sm" c="dimmed">
        {applied}
      </Text>
    );
  if (wizard.format === 'XML' && info?.recordPaths && info.recordPaths.length > 0)
    return (
      <Select
        label="Ścieżka rekordu"
        description="Element pliku XML, który opisuje jeden produkt"
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
