import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const e2eRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const artifacts = path.join(e2eRoot, '.artifacts');
export const mailDir = path.join(artifacts, 'mail');
export const port = Number(process.env.E2E_PORT ?? 3100);
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const baseURL = `http://127.0.0.1:${port}`;
/** Where the Shopify journey's loopback contract server listens (the app's SHOPIFY_API_BASE_URL). */
export const shopifyPort = Number(process.env.E2E_SHOPIFY_PORT ?? port + 1000);
/** Where the DPD journey starts its contract server; the app under test calls it (DPD_BASE_URL). */
export const dpdContractPort = port + 17;
export const databaseName = process.env.E2E_DATABASE ?? 'zaplecze_e2e';
export const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const e2eDatabaseUrl = new URL(adminUrl);
e2eDatabaseUrl.pathname = `/${databaseName}`;
// A throwaway database: commits need not wait for the disk (as for the API tests' databases).
e2eDatabaseUrl.searchParams.set('options', '-c synchronous_commit=off');
/** The database of the app under test (global-setup creates it; journeys seed their companies into it). */
export const databaseUrl = e2eDatabaseUrl.toString();
export const demo = { username: 'demo', email: 'demo@zaplecze.pl', password: 'Demo!Zaplecze1' };
