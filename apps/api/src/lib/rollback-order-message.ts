/**
 * The refusal of a rollback while newer imports changed the same records (both imports roll back
 * newest first: docs/decisions/import-rollback-order.md), naming those imports by file and time.
 */
export const rollbackOrderMessage = (
  runs: { fileName: string; at: string }[],
  records: 'produkty' | 'zamówienia',
) => {
  const one = runs.length === 1;
  const named = runs.map((run) => `„${run.fileName}” z ${run.at}`).join(', ');
  return `Nie można cofnąć tego importu: ${one ? 'późniejszy import' : 'późniejsze importy'} ${named} ${
    one ? 'zmienił' : 'zmieniły'
  } te same ${records}. Najpierw cofnij ${one ? 'go' : 'je'} (od najnowszego).`;
};
