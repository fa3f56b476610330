import { Group, Select, Text } from '@mantine/core';
import { pageSizes } from '@zaplecze/contract/common/pagination';

interface Props {
  /** The select's id; its visible label points at it. */
  id: string;
  label: string;
  limit: number;
  onChange(limit: number): void;
  sizes?: readonly number[];
  width?: number;
}

/** 'Na stronie [20]': the labelled page-size selector of a server-paged list. */
export function PageSizeSelect({ id, label, limit, onChange, sizes = pageSizes, width = 80 }: Props) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" component="label" htmlFor={id} c="gray.7">
        {label}
      </Text>
      <Select
        id={id}
        size="xs"
        w={width}
        data={sizes.map(String)}
        value={String(limit)}
        allowDeselect={false}
        onChange={(value) => value && onChange(Number(value))}
      />
    </Group>
  );
}
