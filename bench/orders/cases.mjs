/** The list queries measured: one per single filter kind, one nested; each at page 1 and deep. */
export function benchCases(statuses) {
  const shipped = statuses.find((status) => status.internalName === 'Wysłane') ?? statuses[0];
  const group = (operator, conditions, groups = []) => ({ operator, conditions, groups });
  const where = (fieldId, operator, value) => ({ fieldId, operator, value });
  return [
    { name: 'no filter', params: {} },
    { name: 'status', params: { statusId: shipped.id } },
    {
      name: 'text (client name contains)',
      params: { filter: group('AND', [where('clientName', 'contains', 'kowalsk')]) },
    },
    {
      name: 'number range (value 100–200)',
      params: {
        filter: group('AND', [
          where('orderValue', 'greaterThanOrEqual', 100),
          where('orderValue', 'lessThanOrEqual', 200),
        ]),
      },
    },
    {
      name: 'date range (one month)',
      params: {
        filter: group('AND', [
          where('orderDate', 'after', '2025-12-31'),
          where('orderDate', 'before', '2026-02-01'),
        ]),
      },
    },
    { name: 'product (SKU equals)', params: { filter: group('AND', [where('sku', 'equals', 'KUB-002')]) } },
    {
      name: 'nested AND/OR',
      params: {
        filter: group(
          'AND',
          [where('source', 'equals', 'allegro')],
          [group('OR', [where('orderValue', 'greaterThan', 100), where('country', 'equals', 'DE')])],
        ),
      },
    },
  ];
}
