import { Button, Loader } from '@mantine/core';

interface Props {
  loading: boolean;
  disabled?: boolean;
  label: string;
  /** Shown instead of the label while the request runs ('Logowanie...'). */
  loadingLabel: string;
}

/** A full-width submit button whose text says what is happening while it waits. */
export function SubmitButton({ loading, disabled, label, loadingLabel }: Props) {
  return (
    <Button
      type="submit"
      fullWidth
      size="md"
      disabled={disabled || loading}
      leftSection={loading ? <Loader size={14} color="gray.7" aria-hidden /> : undefined}
    >
      {loading ? loadingLabel : label}
    </Button>
  );
}
