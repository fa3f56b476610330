import type { orderDpdPl } from './pl';

export const orderDpdEn: typeof orderDpdPl = {
  orderDpd: {
    create: 'Create a DPD shipment',
    dialogTitle: 'New DPD shipment',
    submit: 'Create the shipment and label',
    parcel: 'Parcel {{number}}',
    addParcel: 'Add a parcel',
    removeParcel: 'Remove parcel {{number}}',
    cod: 'Cash on delivery: {{amount}} {{currency}}',
    codNone: 'Cash on delivery: nothing is left to pay',
    failed: 'Could not create the DPD shipment',
    packages: 'DPD shipments',
    label: 'Label',
    labelOf: 'Label {{number}}',
    protocolOf: 'Handover protocol {{number}}',
    choose: 'Choose {{number}} for the protocol',
    retryLabel: 'Get the label',
    retryLabelOf: 'Get the label {{number}}',
    retryLabelFailed: 'Could not get the label',
    protocol: 'Handover protocol',
    protocolFailed: 'Could not create the handover protocol',
    downloadFailed: 'Could not download the file',
    cod_short: 'COD {{amount}}',
    testEnvironment: 'test',
    loadError: 'Could not load the DPD shipments.',
  },
};
