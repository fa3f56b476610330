import { ModalsProvider } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { signInAdmin } from '../../../test/session';
import { renderRoutes } from '../../../test/render';
import { Component as ImportTab } from '../import-tab';

type Events = ReturnType<typeof userEvent.setup>;

/** A request the mocked API received, its JSON body parsed. */
export type ApiCall = { method: string; url: string; body?: Record<string, unknown> };
/** Answers one request of the mocked API (throw for what the test does not expect). */
export type ApiHandler = (call: ApiCall) => Response | Promise<Response>;

/** An upload task in the mapping stage; each test overrides what it is about. */
export const importTask = (extra: object = {}) => ({
  taskId: '0b7c4e1a-1111-4a2b-8c3d-000000000001',
  fileName: 'produkty.csv',
  format: 'CSV',
  stage: 'mapping',
  status: null,
  message: null,
  header: ['sku;name'],
  preview: [['A-1;Kubek']],
  autoMapping: {},
  totalRows: 1,
  processedRows: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  rejected: 0,
  rowsPerSecond: null,
  sourceOptions: { encoding: 'auto', delimiter: 'auto' },
  sourceInfo: { encoding: 'utf8', delimiter: ',' },
  ...extra,
});

/** A saved import template of the account; each test gives its mapping and choices. */
export const importTemplate = (id: string, name: string, extra: object) => ({
  id,
  name,
  format: 'CSV',
  importMode: 'AddAndUpdate',
  productIdentifier: 'Sku',
  mappingContext: 'Product',
  integrationId: '7d3c4e1a-1111-4a2b-8c3d-000000000002',
  created: '2026-11-23T10:00:00Z',
  ...extra,
});

/** A dry run that would create the one row and finds nothing else. */
export const cleanDryRun = {
  created: 1,
  updated: 0,
  unchanged: 0,
  rejected: 0,
  total: 1,
  diffs: [],
  rejectedRows: [],
  warnings: 0,
  warningRows: [],
  newEntries: [],
};

/**
 * Stubs `fetch` for each test of the calling file, clears notifications and signs an admin in; `serve` sets what the API answers.
 * `calls` lists the requests of the current test; `uploadFile` sends a file through the wizard.
 */
export function mockImportApi() {
  const fetchMock = vi.fn();
  const calls: ApiCall[] = [];
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    calls.length = 0;
    // Mantine's notification store outlives a file (node_modules stay loaded): start without another file's.
    notifications.clean();
    signInAdmin();
  });
  afterEach(() => vi.unstubAllGlobals());
  const serve = (handler: ApiHandler) =>
    fetchMock.mockImplementation(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body =
        typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
      const call = { method, url, body };
      calls.push(call);
      return handler(call);
    });
  /** Uploads `file` (or an `x` file of that name) and waits until the upload request went out. */
  const uploadFile = async (events: Events, file: File | string) => {
    await events.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      typeof file === 'string' ? new File(['x'], file) : file,
    );
    await events.click(screen.getByRole('button', { name: 'Prześlij plik' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.startsWith('/api/product-import/upload'))).toBe(true),
    );
  };
  return { calls, serve, uploadFile };
}

/** Renders `element` alone at `path`, inside a ModalsProvider. */
export const renderWithModals = (path: string, element: ReactElement) =>
  renderRoutes([{ path, element: <ModalsProvider>{element}</ModalsProvider> }], path);

export const renderImportTab = () => renderWithModals('/import', <ImportTab />);

/** Picks an option from the list of this Select (other Selects keep their lists in the DOM). */
export const choose = async (events: Events, label: string, option: string) => {
  const input = screen.getByRole('textbox', { name: label });
  await events.click(input);
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
  const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
  await events.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
};
