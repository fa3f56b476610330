import { Alert, Button, FileInput, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { CsvImportResult } from '@zaplecze/contract/product-parameters/product-parameters';
import { ApiError } from '../../../lib/api-client';

interface Props {
  opened: boolean;
  onClose(): void;
  title: string;
  columnsHint: string;
  mutation: UseMutationResult<CsvImportResult, Error, File>;
}

/** Choose a .csv, import it, and see what was added, updated and which rows were refused and why. */
export function CsvImportModal({ opened, onClose, title, columnsHint, mutation }: Props) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const close = () => {
    setFile(null);
    mutation.reset();
    onClose();
  };
  const result = mutation.data;
  const failure =
    mutation.error instanceof ApiError
      ? mutation.error.message
      : mutation.error
        ? t('productParameters.import.failed')
        : null;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{columnsHint}</Text>
        <Text size="sm" c="gray.7">
          {t('productParameters.import.encoding')}
        </Text>
        <FileInput
          label={t('productParameters.import.file')}
          placeholder={t('productParameters.import.filePlaceholder')}
          accept=".csv,text/csv"
          leftSection={<IconFileTypeCsv size={16} />}
          value={file}
          onChange={(value) => {
            setFile(value);
            mutation.reset();
          }}
          clearable
          clearButtonProps={{ 'aria-label': t('productParameters.import.clear') }}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {result && (
          <Stack gap="xs" data-testid="import-result">
            <Alert color={result.errors.length ? 'yellow' : 'green'} role="status">
              {t('productParameters.import.done', { created: result.created, updated: result.updated })}
            </Alert>
            {result.errors.length > 0 && (
              <>
                <Text size="sm" fw={500}>
                  {t('productParameters.import.rejected', { count: result.errors.length })}
                </Text>
                <Table.ScrollContainer minWidth={400} mah={240}>
                  <Table striped withTableBorder>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('productParameters.import.row')}</Table.Th>
                        <Table.Th>{t('productParameters.import.field')}</Table.Th>
                        <Table.Th>{t('productParameters.import.message')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {result.errors.map((error) => (
                        <Table.Tr key={`${error.row}-${error.field}`}>
                          <Table.Td>{error.row}</Table.Td>
                          <Table.Td>{error.field}</Table.Td>
                          <Table.Td>{error.message}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </>
            )}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t(result ? 'productParameters.import.doneButton' : 'productParameters.cancel')}
          </Button>
          <Button disabled={!file} loading={mutation.isPending} onClick={() => file && mutation.mutate(file)}>
            {t('productParameters.import.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
