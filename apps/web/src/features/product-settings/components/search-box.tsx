import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';

interface Props {
  value: string;
  onChange(value: string): void;
  placeholder: string;
}

/** The list's search field; the list itself debounces what is sent. */
export function SearchBox({ value, onChange, placeholder }: Props) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="search"
      aria-label={placeholder}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSection={
        value ? <CloseButton size="sm" aria-label={t('common.close')} onClick={() => onChange('')} /> : null
      }
      w="100%"
      maw="28rem"
      // A basis of `auto` keeps the field one line high inside a column and lets it share a row with a button.
      style={{ flex: '1 1 auto' }}
    />
  );
}
