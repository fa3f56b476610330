import { Anchor, Group, Progress, Text, ThemeIcon } from '@mantine/core';
import { IconFileAlert, IconFileImport } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { PulpitAttention, PulpitImport } from '@zaplecze/contract/pulpit/pulpit';
import { pluralPl } from '@zaplecze/contract/common/plural';
import { formatWarsawDateTime } from '@zaplecze/contract/common/warsaw-time';
import { countText, daysForms, formatCount } from '../format';
import { importLogsLink } from '../links';

const rowsForms = { one: 'wiersz', few: 'wiersze', many: 'wierszy' };
const failedForms = { one: 'nieudany import', few: 'nieudane importy', many: 'nieudanych importów' };

/** '250 z 1 000 wierszy (25%)'; after 'z' the noun is genitive: 'z 1 wiersza', 'z 2 wierszy'. */
export function progressText(run: PulpitImport): string {
  if (run.state === 'queued') return 'w kolejce';
  if (run.progressPct === null) return `w toku, przetworzono ${countText(run.processedRows, rowsForms)}`;
  const rows = run.totalRows === 1 ? 'wiersza' : 'wierszy';
  return `w toku: ${formatCount(run.processedRows)} z ${formatCount(run.totalRows)} ${rows} (${run.progressPct}%)`;
}

function ImportItem({ run }: { run: PulpitImport }) {
  const failed = run.state === 'failed';
  return (
    <Group wrap="nowrap" gap="sm" align="flex-start">
      <ThemeIcon variant="light" color={failed ? 'red' : 'blue'} radius="xl" size="md" aria-hidden>
        {failed ? <IconFileAlert size={16} /> : <IconFileImport size={16} />}
      </ThemeIcon>
      <div style={{ minWidth: 0, flex: 1 }}>
        <Anchor
          component={Link}
          to={importLogsLink({ run: run.id })}
          size="sm"
          style={{ wordBreak: 'break-word' }}
        >
          Import „{run.fileName}”{failed ? ' nie powiódł się' : `: ${progressText(run)}`}
        </Anchor>
        {failed ? (
          <Text size="xs" c="dimmed">
            {formatWarsawDateTime(run.at)}
            {run.message ? ` · ${run.message}` : ''}
          </Text>
        ) : (
          run.progressPct !== null && (
            <Progress
              mt={4}
              size="sm"
              value={run.progressPct}
              aria-label={`Postęp importu „${run.fileName}”`}
            />
          )
        )}
      </div>
    </Group>
  );
}

/** Imports under way with their progress, then the newest failed ones, each opening its log entry. */
export function ImportItems({ imports }: { imports: NonNullable<PulpitAttention['imports']> }) {
  const failedShown = imports.items.filter((run) => run.state === 'failed').length;
  const more = imports.failedCount - failedShown;
  return (
    <>
      {imports.items.map((run) => (
        <ImportItem key={run.id} run={run} />
      ))}
      {more > 0 && (
        <Anchor component={Link} to={importLogsLink({ status: 'Error' })} size="sm" pl={40}>
          i jeszcze {formatCount(more)} {pluralPl(more, failedForms)} z ostatnich{' '}
          {countText(imports.failedDays, daysForms)}
        </Anchor>
      )}
    </>
  );
}
