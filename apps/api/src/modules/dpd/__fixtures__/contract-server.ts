import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { child, childrenNamed, parseXml, path, textOf, type XmlElement } from '../xml';

/**
 * A loopback DPDPackageObjServices for the tests: exactly the operations of
 * ../contract/DPDPackageObjServices.subset.wsdl, in its shapes. It refuses an envelope that lacks
 * what the operation requires (a SOAP fault, as DPD's schema validation does), answers
 * DPDServiceException for wrong credentials, a package with status INCORRECT_DATA and a
 * ValidationInfo naming `receiver.postalCode` for a postal code DPD would not know, and real
 * small PDFs for labels and protocols.
 */

export interface DpdContractAccount {
  login: string;
  password: string;
  masterFid: number;
}

export interface DpdContractServer {
  /** The base URL (the client appends DPD's service path). */
  url: string;
  /** Operation names in the order they arrived. */
  calls: string[];
  /** The last envelope of each operation, as received. */
  lastRequest: Map<string, string>;
  /** Operations whose next document call answers DPD's UNKNOWN_ERROR status (a label DPD fails to make). */
  failNext: Set<string>;
  close: () => Promise<void>;
}

const servicePath = '/DPDPackageObjServicesService/DPDPackageObjServices';
const operations = [
  'findPostalCodeV1',
  'generatePackagesNumbersV4',
  'generateSpedLabelsV4',
  'generateProtocolV2',
];

class Fault extends Error {}

function soap(body: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?><S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/">' +
    `<S:Body>${body}</S:Body></S:Envelope>`
  );
}

function answer(operation: string, inner: string): string {
  return soap(
    `<ns2:${operation}Response xmlns:ns2="http://dpdservices.dpd.com.pl/"><return>${inner}</return></ns2:${operation}Response>`,
  );
}

function fault(message: string, dpd = false): string {
  const detail = dpd
    ? `<detail><ns2:DPDServiceException xmlns:ns2="http://dpdservices.dpd.com.pl/"><exceptionDate>${new Date().toISOString()}</exceptionDate><message>${message}</message></ns2:DPDServiceException></detail>`
    : '';
  return soap(
    `<S:Fault><faultcode>S:Server</faultcode><faultstring>${message}</faultstring>${detail}</S:Fault>`,
  );
}

function required(element: XmlElement | undefined, ...names: string[]): string {
  const value = textOf(element, ...names);
  if (!value) throw new Fault(`Schema validation failed: ${names.join('/')} is required`);
  return value;
}

/** A one-page PDF with the lines of text, with a correct cross-reference table. */
export function smallPdf(lines: string[]): Buffer {
  const text = lines
    .map((line, index) => `BT /F1 14 Tf 40 ${780 - index * 22} Td (${line.replace(/[()\\]/g, '')}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export async function startDpdContractServer(
  account: DpdContractAccount,
  options: { port?: number } = {},
): Promise<DpdContractServer> {
  const calls: string[] = [];
  const lastRequest = new Map<string, string>();
  const failNext = new Set<string>();
  /** packageId → its waybills, as registered. */
  const registered = new Map<number, string[]>();
  let nextPackageId = 70_000_001;
  let nextWaybill = 1_000_000_001;

  const checkAuth = (parameters: XmlElement) => {
    const login = required(parameters, 'authDataV1', 'login');
    const password = required(parameters, 'authDataV1', 'password');
    const masterFid = Number(required(parameters, 'authDataV1', 'masterFid'));
    if (login !== account.login || password !== account.password || masterFid !== account.masterFid)
      throw new Fault('DisabledAccountException: Login failed');
  };

  const handlers: Record<string, (parameters: XmlElement) => string> = {
    findPostalCodeV1: (parameters) => {
      required(parameters, 'postalCodeV1', 'zipCode');
      return '<status>OK</status>';
    },
    generatePackagesNumbersV4: (parameters) => {
      required(parameters, 'pkgNumsGenerationPolicyV1');
      const packages = childrenNamed(child(parameters, 'openUMLFeV3'), 'packages');
      if (packages.length === 0)
        throw new Fault('Schema validation failed: openUMLFeV3/packages is required');
      const out = packages.map((pkg) => {
        for (const side of ['sender', 'receiver'])
          for (const field of ['address', 'city', 'postalCode', 'countryCode']) required(pkg, side, field);
        const parcels = childrenNamed(pkg, 'parcels');
        if (parcels.length === 0) throw new Fault('Schema validation failed: packages/parcels is required');
        parcels.forEach((parcel) => required(parcel, 'weight'));
        const reference = textOf(pkg, 'reference') ?? '';
        const postalCode = textOf(pkg, 'receiver', 'postalCode')!;
        if (!/^\d{5}$/.test(postalCode) || postalCode === '00000')
          return (
            `<Package><Status>INCORRECT_DATA</Status><Reference>${reference}</Reference><ValidationDetails>` +
            '<ValidationInfo><ErrorId>1</ErrorId><ErrorCode>INCORRECT_POSTAL_CODE</ErrorCode>' +
            '<FieldNames>receiver.postalCode</FieldNames><Info>Niepoprawny kod pocztowy</Info></ValidationInfo>' +
            '</ValidationDetails></Package>'
          );
        const packageId = nextPackageId++;
        const waybills = parcels.map(() => `${nextWaybill++}U`);
        registered.set(packageId, waybills);
        return (
          `<Package><Status>OK</Status><PackageId>${packageId}</PackageId><Reference>${reference}</Reference><Parcels>` +
          waybills
            .map(
              (waybill, index) =>
                `<Parcel><Status>OK</Status><ParcelId>${packageId * 10 + index}</ParcelId><Waybill>${waybill}</Waybill></Parcel>`,
            )
            .join('') +
          '</Parcels></Package>'
        );
      });
      const ok = out.every((item) => item.startsWith('<Package><Status>OK'));
      const now = new Date().toISOString();
      return `<Status>${ok ? 'OK' : 'INCORRECT_DATA'}</Status><SessionId>${Date.now()}</SessionId><BeginTime>${now}</BeginTime><EndTime>${now}</EndTime><Packages>${out.join('')}</Packages>`;
    },
    generateSpedLabelsV4: (parameters) => {
      if (failNext.delete('generateSpedLabelsV4'))
        return '<session><statusInfo><description>Chwilowy błąd generowania etykiet</description><status>UNKNOWN_ERROR</status></statusInfo></session>';
      return document(parameters, 'Etykieta DPD', true);
    },
    generateProtocolV2: (parameters) => {
      required(parameters, 'dpdServicesParamsV1', 'pickupAddress', 'fid');
      return document(parameters, 'Protokol przekazania DPD', false);
    },
  };

  function document(parameters: XmlElement, title: string, label: boolean): string {
    const format = required(parameters, 'outputDocFormatV1');
    const page = required(parameters, 'outputDocPageFormatV1');
    if (format !== 'PDF') throw new Fault('Only PDF in this server');
    if (!['A4', 'LBL_PRINTER'].includes(page))
      throw new Fault('Schema validation failed: outputDocPageFormatV1');
    const session = path(parameters, 'dpdServicesParamsV1', 'session');
    required(session, 'sessionType');
    const ids = childrenNamed(session, 'packages').map((pkg) => Number(required(pkg, 'packageId')));
    if (ids.length === 0) throw new Fault('Schema validation failed: session/packages is required');
    const missing = ids.filter((id) => !registered.has(id));
    if (missing.length > 0)
      return `<session><statusInfo><description>Nie znaleziono paczek ${missing.join(', ')}</description><status>NOT_FOUND</status></statusInfo></session>`;
    const waybills = ids.flatMap((id) => registered.get(id)!);
    const pdf = smallPdf([
      title,
      `Format: ${label ? page : 'A4'}`,
      ...waybills.map((waybill) => `Numer: ${waybill}`),
    ]);
    return (
      `<documentData>${pdf.toString('base64')}</documentData><documentId>DOC-${ids[0]}</documentId>` +
      '<session><statusInfo><status>OK</status></statusInfo></session>'
    );
  }

  const handle = (request: IncomingMessage, response: ServerResponse, body: string) => {
    const send = (status: number, xml: string) => {
      response.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' });
      response.end(xml);
    };
    if (request.method !== 'POST' || request.url?.split('?')[0] !== servicePath)
      return send(404, 'Not found');
    if (!/text\/xml/.test(request.headers['content-type'] ?? ''))
      return send(415, fault('Content-Type must be text/xml'));
    try {
      const envelope = parseXml(body);
      if (envelope.name !== 'Envelope') throw new Fault('Not a SOAP envelope');
      const call = child(envelope, 'Body')?.children[0]?.name;
      if (!call || !operations.includes(call)) throw new Fault(`Unknown operation ${call ?? ''}`);
      if (!body.includes('http://dpdservices.dpd.com.pl/'))
        throw new Fault('Operation outside the service namespace');
      calls.push(call);
      lastRequest.set(call, body);
      const parameters = child(envelope, 'Body')!.children[0]!;
      checkAuth(parameters);
      send(200, answer(call, handlers[call]!(parameters)));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      send(500, fault(message, /Login failed/.test(message)));
    }
  };

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => handle(request, response, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    lastRequest,
    failNext,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
