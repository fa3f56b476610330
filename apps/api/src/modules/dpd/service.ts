/**
 * The DPD Polska connector: the account's connection (secrets encrypted, never answered), the
 * connection check, shipments made from an order (package numbers → label → the order's shipment
 * and documents) and the handover protocol.
 */
export {
  checkConnection,
  deleteConnection,
  getConnection,
  saveConnection,
  type Actor,
  type DpdSettings,
} from './connection';
export {
  createProtocol,
  createShipment,
  listOrderPackages,
  retryLabel,
  type DpdShipmentResult,
} from './shipments';
export { getBulkRun, startBulkShipments } from './bulk';
export { dpdBulkJob } from './bulk-job';
