import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useInvalidateFiles } from '../api/files';
import { uploadWithProgress } from '../api/transfer';

export interface UploadEntry {
  key: number;
  name: string;
  progress: number;
  status: 'waiting' | 'sending' | 'done' | 'failed';
  error?: string;
}

/** Two files at a time: enough to keep the line busy without starving the rest of the page. */
const parallel = 2;

/** A queue of uploads into the folder shown when they were dropped, each with its own progress. */
export function useUploads() {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const invalidate = useInvalidateFiles();
  const next = useRef(0);
  const update = (key: number, patch: Partial<UploadEntry>) =>
    setEntries((all) => all.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)));

  const add = useCallback(
    (files: File[], folderId: string | null) => {
      const queued = files.map((file) => ({ key: next.current++, file }));
      setEntries((all) => [
        ...all,
        ...queued.map(({ key, file }) => ({ key, name: file.name, progress: 0, status: 'waiting' as const })),
      ]);
      const pending = [...queued];
      const worker = async () => {
        for (let job = pending.shift(); job; job = pending.shift()) {
          const { key, file } = job;
          update(key, { status: 'sending' });
          try {
            await uploadWithProgress(file, folderId, (progress) => update(key, { progress }));
            update(key, { status: 'done', progress: 1 });
            void invalidate();
          } catch (error) {
            update(key, {
              status: 'failed',
              error: error instanceof ApiError ? error.message : String(error),
            });
          }
        }
      };
      for (let i = 0; i < Math.min(parallel, queued.length); i++) void worker();
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const clear = () =>
    setEntries((all) => all.filter((entry) => entry.status === 'waiting' || entry.status === 'sending'));
  return { entries, add, clear };
}
