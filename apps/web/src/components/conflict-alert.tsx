import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';

export interface ConflictTexts {
  title: string;
  text: string;
  reload: string;
}

/** Someone else saved the record first (409): say so and offer to load their version. */
export function ConflictAlert({
  texts,
  onReload,
}: {
  texts: ConflictTexts;
  onReload: () => Promise<unknown>;
}) {
  const [loading, setLoading] = useState(false);
  const reload = async () => {
    setLoading(true);
    try {
      await onReload();
    } finally {
      setLoading(false);
    }
  };
  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle aria-hidden />}
      title={texts.title}
      role="alert"
      data-testid="version-conflict"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{texts.text}</Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={loading}
          onClick={() => void reload()}
        >
          {texts.reload}
        </Button>
      </Stack>
    </Alert>
  );
}
