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
  /** The label is read by assistive technology only (a pager whose range text says enough). */
  hiddenLabel?: boolean;
}

/** 'Na stronie [20]': the labelled page-size selector of a server-paged list. */
export function PageSizeSelect({
  id,
  label,
  limit,
  onChange,
  sizes = pageSizes,
  width = 80,
  hiddenLabel = false,
}: Props) {
  return (
    <Group gap={6} wrap="nowrap">
      {!hiddenLabel && (
        <Text size="sm" component="label" htmlFor={id} c="gray.7">
          {label}
        </Text>
      )}
      <Select
        id={id}
        aria-label={hiddenLabel ? label : undefined}
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
