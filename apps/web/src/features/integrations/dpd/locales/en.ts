import type { dpdPl } from './pl';

export const dpdEn: typeof dpdPl = {
  dpd: {
    title: 'DPD Polska',
    intro:
      'Connect your DPD Polska account (the web service credentials from your DPD contract) to create shipments and print labels straight from an order. The password is stored encrypted and never shown.',
    notConnected:
      'The DPD account is not connected. The demo company has no connection — enter the credentials from your own DPD contract.',
    back: 'Integrations',
    loadError: 'Could not load the DPD connection.',
    account: 'DPD account',
    sender: 'Sender on the labels',
    login: 'Login',
    password: 'Password',
    passwordKeep: 'Stored password: {{hint}}. Leave empty to keep it.',
    fid: 'FID number',
    masterFid: 'Master FID',
    masterFidHint: 'Empty: the same as the FID',
    environment: 'Environment',
    environments: { test: 'Test (dpdservicesdemo)', production: 'Production' },
    labelFormat: 'Label format',
    labelFormats: { A4: 'A4 (office printer)', LBL_PRINTER: 'A6 (label printer)' },
    senderName: 'Name / person',
    senderCompany: 'Company',
    senderAddress: 'Street and number',
    senderPostalCode: 'Postal code',
    senderCity: 'City',
    senderPhone: 'Phone',
    senderEmail: 'Email',
    save: 'Save connection',
    check: 'Check connection',
    disconnect: 'Disconnect',
    disconnectTitle: 'Disconnect the DPD account?',
    disconnectText:
      'The stored credentials will be removed. Shipments and labels already made stay with the orders.',
    lastCheck: 'Last check {{date}}: {{message}}',
    neverChecked: 'The connection has not been checked yet.',
    failed: {
      save: 'Could not save the connection',
      check: 'Could not check the connection',
      disconnect: 'Could not disconnect the account',
    },
    tile: { connected: 'Connected', test: 'Connected (test)', none: 'Not connected', open: 'DPD settings' },
  },
};
