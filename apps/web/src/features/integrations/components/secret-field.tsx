import { PasswordInput } from '@mantine/core';

/**
 * A stored secret's field (a token, a password, a signing secret): never filled with the secret,
 * `keepText` says which one is kept while it stays empty ('Zapisany: ••••1234').
 */
export function SecretField({
  label,
  value,
  onChange,
  error,
  required,
  keepText,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  required?: boolean;
  keepText?: string | undefined;
}) {
  return (
    <PasswordInput
      label={label}
      required={required}
      description={keepText}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      autoComplete="new-password"
    />
  );
}
