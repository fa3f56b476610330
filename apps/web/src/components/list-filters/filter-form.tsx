import { Group } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A list's filter bar: the fields in a wrapping row, a search landmark, and Enter (or the bar's
 * submit button) applying what is typed.
 */
export function FilterForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <Group
      align="flex-end"
      gap="sm"
      wrap="wrap"
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </Group>
  );
}
