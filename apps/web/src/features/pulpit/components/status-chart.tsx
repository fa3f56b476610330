import { Anchor, ColorSwatch, Group, Progress, Stack, Table, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { pulpitMessages, type PulpitResponse } from '@zaplecze/contract/pulpit/pulpit';
import { countText, formatCount, ordersForms } from '../format';
import { ordersLink } from '../links';
import { ChartCard } from './chart-card';

/** One stacked bar per status group, each section in its status's colour. */
export function StatusChart({ data, loading }: { data: PulpitResponse | undefined; loading: boolean }) {
  const groups = data?.orders?.byStatusGroup ?? [];
  const total = groups.reduce((sum, g) => sum + g.orders, 0);
  return (
    <ChartCard
      title="Zamówienia według grupy statusów"
      loading={loading}
      empty={total === 0}
      emptyText={pulpitMessages.noOrders}
      chart={
        <Stack gap="md">
          {groups.map((group) => (
            <div key={group.groupId ?? 'none'}>
              <Group justify="space-between" mb={4} wrap="nowrap">
                <Anchor
                  component={Link}
                  to={ordersLink(data!.range, { groupId: group.groupId })}
                  size="sm"
                  fw={500}
                >
                  {group.name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {countText(group.orders, ordersForms)}
                </Text>
              </Group>
              <Progress.Root size={18} aria-hidden>
                {group.statuses.map((status) => (
                  <Tooltip
                    key={status.statusId ?? 'none'}
                    label={`${status.name}: ${formatCount(status.orders)}`}
                  >
                    <Progress.Section value={(status.orders / total) * 100} color={status.color} />
                  </Tooltip>
                ))}
              </Progress.Root>
            </div>
          ))}
        </Stack>
      }
      table={
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Status</Table.Th>
              <Table.Th>Grupa</Table.Th>
              <Table.Th ta="right">Zamówienia</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.flatMap((group) =>
              group.statuses.map((status) => (
                <Table.Tr key={status.statusId ?? 'none'}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <ColorSwatch color={status.color} size={12} aria-hidden />
                      {status.statusId ? (
                        <Anchor component={Link} to={ordersLink(data!.range, { statusId: status.statusId })}>
                          {status.name}
                        </Anchor>
                      ) : (
                        status.name
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{group.name}</Table.Td>
                  <Table.Td ta="right">{formatCount(status.orders)}</Table.Td>
                </Table.Tr>
              )),
            )}
          </Table.Tbody>
        </Table>
      }
    />
  );
}
