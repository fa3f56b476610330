import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The heading of an authentication card: one h1 per page and a short explanation. */
export function AuthHeader({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      {subtitle && (
        <Text c="gray.7" size="sm">
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
