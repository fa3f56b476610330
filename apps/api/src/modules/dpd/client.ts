import {
  child,
  childrenNamed,
  parseXml,
  path,
  textOf,
  toXml,
  XmlError,
  type XmlElement,
  type XmlNode,
} from './xml';

/**
 * DPD Polska's DPDPackageObjServices over SOAP 1.1 with `fetch`: exactly the operations of
 * contract/DPDPackageObjServices.subset.wsdl. Every failure becomes a DpdError with a Polish
 * message the user can act on; nothing of DPD's raw answer leaks beyond its message text.
 */

export const dpdNamespace = 'http://dpdservices.dpd.com.pl/';
const servicePath = '/DPDPackageObjServicesService/DPDPackageObjServices';

/** DPD's published hosts (contract/README.md); tests point the connector at a loopback server. */
export const dpdEndpoints = {
  production: `https://dpdservices.dpd.com.pl${servicePath}`,
  test: `https://dpdservicesdemo.dpd.com.pl${servicePath}`,
} as const;

export function serviceUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${servicePath}`;
}

export interface DpdAuth {
  login: string;
  password: string;
  masterFid: number;
}

export interface DpdAddress {
  name?: string | null;
  company?: string | null;
  address: string;
  city: string;
  postalCode: string;
  countryCode: string;
  phone?: string | null;
  email?: string | null;
  fid?: number | null;
}

export interface DpdParcel {
  weightKg: number;
  sizeXCm?: number | null;
  sizeYCm?: number | null;
  sizeZCm?: number | null;
  content?: string | null;
  reference?: string | null;
}

export interface DpdServices {
  /** Cash on delivery: amount as "123.45" in the currency. */
  cod?: { amount: string; currency: string } | null;
  declaredValue?: { amount: string; currency: string } | null;
  guarantee?: 'TIME0930' | 'TIME1200' | 'SATURDAY' | null;
  rod?: boolean;
  inPers?: boolean;
  privPers?: boolean;
}

export interface DpdPackage {
  reference: string;
  sender: DpdAddress;
  receiver: DpdAddress;
  parcels: DpdParcel[];
  services: DpdServices;
  ref1?: string | null;
}

export interface RegisteredPackage {
  packageId: number;
  reference: string;
  parcels: { parcelId: number; waybill: string }[];
}

export type DpdErrorKind = 'auth' | 'rejected' | 'timeout' | 'unavailable';

export class DpdError extends Error {
  constructor(
    readonly kind: DpdErrorKind,
    message: string,
    /** Which of our fields DPD named (e.g. `receiver.postalCode`), with the Polish message. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'DpdError';
  }
}

export const dpdErrorTexts = {
  auth: 'DPD odrzucił login, hasło lub numer FID. Sprawdź dane konta DPD w ustawieniach integracji.',
  timeout: 'DPD nie odpowiedział na czas. Spróbuj ponownie za chwilę.',
  unavailable: 'Nie udało się połączyć z usługą DPD. Spróbuj ponownie za chwilę.',
  badAnswer: 'DPD odpowiedział w nieoczekiwany sposób. Spróbuj ponownie za chwilę.',
  rejected: (info: string) => `DPD nie przyjął przesyłki: ${info}`,
  document: (info: string) => `DPD nie wygenerował dokumentu: ${info}`,
  postalCode: 'Kod pocztowy odbiorcy jest nieprawidłowy według DPD',
  senderPostalCode: 'Kod pocztowy nadawcy jest nieprawidłowy według DPD',
} as const;

/** DPD's field names → our form's fields and messages (validation details name them). */
const knownFields: [RegExp, string, string][] = [
  [/receiver.*postal|postal.*receiver/i, 'receiver.postalCode', dpdErrorTexts.postalCode],
  [/sender.*postal|postal.*sender/i, 'sender.postalCode', dpdErrorTexts.senderPostalCode],
];

export interface DpdClientOptions {
  /** The service URL (dpdEndpoints or a test server's serviceUrl). */
  url: string;
  timeoutMs?: number;
}

const defaultTimeoutMs = 20_000;

function authXml(auth: DpdAuth): XmlNode {
  return { login: auth.login, masterFid: auth.masterFid, password: auth.password };
}

/** The whole SOAP 1.1 envelope of one document/literal wrapped call. */
export function envelope(operation: string, parameters: XmlNode): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"' +
    ` xmlns:dpd="${dpdNamespace}"><soapenv:Header/><soapenv:Body>` +
    `<dpd:${operation}>${toXml(parameters)}</dpd:${operation}>` +
    '</soapenv:Body></soapenv:Envelope>'
  );
}

function addressXml(address: DpdAddress): XmlNode {
  return {
    address: address.address,
    city: address.city,
    company: address.company || undefined,
    countryCode: address.countryCode,
    email: address.email || undefined,
    fid: address.fid ?? undefined,
    name: address.name || undefined,
    phone: address.phone || undefined,
    postalCode: address.postalCode.replace(/[^0-9A-Za-z]/g, ''),
  };
}

const flag = (on: boolean | undefined) => (on ? {} : undefined);

function packageXml(pkg: DpdPackage): XmlNode {
  return {
    parcels: pkg.parcels.map((parcel) => ({
      reference: parcel.reference ?? undefined,
      weight: parcel.weightKg.toFixed(2),
      sizeX: parcel.sizeXCm ?? undefined,
      sizeY: parcel.sizeYCm ?? undefined,
      sizeZ: parcel.sizeZCm ?? undefined,
      content: parcel.content || undefined,
    })),
    payerType: 'SENDER',
    receiver: addressXml(pkg.receiver),
    ref1: pkg.ref1 ?? undefined,
    reference: pkg.reference,
    sender: addressXml(pkg.sender),
    services: {
      cod: pkg.services.cod ?? undefined,
      declaredValue: pkg.services.declaredValue ?? undefined,
      guarantee: pkg.services.guarantee ? { type: pkg.services.guarantee } : undefined,
      inPers: flag(pkg.services.inPers),
      privPers: flag(pkg.services.privPers),
      rod: flag(pkg.services.rod),
    },
  };
}

function sessionParams(packageIds: number[], pickupFid?: number): XmlNode {
  return {
    pickupAddress: pickupFid === undefined ? undefined : { fid: pickupFid },
    policy: 'STOP_ON_FIRST_ERROR',
    session: { packages: packageIds.map((packageId) => ({ packageId })), sessionType: 'DOMESTIC' },
  };
}

export function packagesNumbersRequest(auth: DpdAuth, packages: DpdPackage[]): string {
  return envelope('generatePackagesNumbersV4', {
    openUMLFeV3: { packages: packages.map(packageXml) },
    pkgNumsGenerationPolicyV1: 'ALL_OR_NOTHING',
    langCode: 'PL',
    authDataV1: authXml(auth),
  });
}

export function labelsRequest(auth: DpdAuth, packageIds: number[], pageFormat: 'A4' | 'LBL_PRINTER'): string {
  return envelope('generateSpedLabelsV4', {
    dpdServicesParamsV1: sessionParams(packageIds),
    outputDocFormatV1: 'PDF',
    outputDocPageFormatV1: pageFormat,
    outputLabelType: 'BIC3',
    labelVariant: undefined,
    authDataV1: authXml(auth),
  });
}

export function protocolRequest(auth: DpdAuth, packageIds: number[], fid: number): string {
  return envelope('generateProtocolV2', {
    dpdServicesParamsV1: sessionParams(packageIds, fid),
    outputDocFormatV1: 'PDF',
    outputDocPageFormatV1: 'A4',
    authDataV1: authXml(auth),
  });
}

export function postalCodeRequest(auth: DpdAuth, zipCode: string): string {
  return envelope('findPostalCodeV1', {
    postalCodeV1: { countryCode: 'PL', zipCode },
    authDataV1: authXml(auth),
  });
}

/** A SOAP fault → DpdError: DPD answers a wrong login/password/FID with DPDServiceException. */
function faultError(fault: XmlElement): DpdError {
  const text = [textOf(fault, 'faultstring'), textOf(fault, 'detail', 'DPDServiceException', 'message')]
    .filter(Boolean)
    .join(' ');
  if (/login|password|hasł|auth|access|denied|uprawnie|fid/i.test(text))
    return new DpdError('auth', dpdErrorTexts.auth);
  return new DpdError('rejected', dpdErrorTexts.rejected(text.slice(0, 300) || 'błąd usługi'));
}

/** The `return` of the operation's response, or the DpdError the answer means. */
export function readAnswer(xml: string, operation: string): XmlElement {
  let document: XmlElement;
  try {
    document = parseXml(xml);
  } catch (error) {
    if (error instanceof XmlError) throw new DpdError('unavailable', dpdErrorTexts.badAnswer);
    throw error;
  }
  const body = child(document, 'Body');
  const fault = child(body, 'Fault');
  if (fault) throw faultError(fault);
  const answer = path(body, `${operation}Response`, 'return');
  if (!answer) throw new DpdError('unavailable', dpdErrorTexts.badAnswer);
  return answer;
}

function validationProblem(element: XmlElement | undefined): {
  info: string;
  fields: Record<string, string>;
} {
  const infos = childrenNamed(child(element, 'ValidationDetails'), 'ValidationInfo');
  const fields: Record<string, string> = {};
  const texts: string[] = [];
  for (const info of infos) {
    const names = textOf(info, 'FieldNames') ?? '';
    const text = textOf(info, 'Info') ?? textOf(info, 'ErrorCode') ?? '';
    const known = knownFields.find(([pattern]) => pattern.test(names));
    if (known) fields[known[1]] = known[2];
    texts.push(known ? known[2] : [text, names && `(${names})`].filter(Boolean).join(' '));
  }
  return { info: texts.join('; '), fields };
}

/** packagesGenerationResponseV2 → the packages with their waybills, or the rejection. */
export function readPackages(answer: XmlElement): RegisteredPackage[] {
  const packages = childrenNamed(child(answer, 'Packages'), 'Package');
  const status = textOf(answer, 'Status');
  const problems = packages
    .flatMap((pkg) => [pkg, ...childrenNamed(child(pkg, 'Parcels'), 'Parcel')])
    .filter((item) => textOf(item, 'Status') !== 'OK')
    .map(validationProblem);
  if (status !== 'OK' || problems.length > 0 || packages.length === 0) {
    const fields = Object.assign({}, ...problems.map((problem) => problem.fields)) as Record<string, string>;
    const info =
      problems
        .map((problem) => problem.info)
        .filter(Boolean)
        .join('; ') ||
      status ||
      'brak pakietów';
    throw new DpdError('rejected', dpdErrorTexts.rejected(info), fields);
  }
  return packages.map((pkg) => ({
    packageId: Number(textOf(pkg, 'PackageId')),
    reference: textOf(pkg, 'Reference') ?? '',
    parcels: childrenNamed(child(pkg, 'Parcels'), 'Parcel').map((parcel) => ({
      parcelId: Number(textOf(parcel, 'ParcelId')),
      waybill: textOf(parcel, 'Waybill') ?? '',
    })),
  }));
}

/** documentGenerationResponseV1 → the document's bytes, or the session's status as the error. */
export function readDocument(answer: XmlElement): Buffer {
  const status = textOf(answer, 'session', 'statusInfo', 'status');
  const data = textOf(answer, 'documentData');
  if ((status && status !== 'OK') || !data) {
    const description = textOf(answer, 'session', 'statusInfo', 'description');
    throw new DpdError('rejected', dpdErrorTexts.document(description || status || 'brak dokumentu'));
  }
  return Buffer.from(data.replace(/\s+/g, ''), 'base64');
}

export class DpdClient {
  constructor(private readonly options: DpdClientOptions) {}

  private async call(operation: string, body: string): Promise<XmlElement> {
    let response: Response;
    try {
      response = await fetch(this.options.url, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '""' },
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? defaultTimeoutMs),
      });
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new DpdError('timeout', dpdErrorTexts.timeout);
      throw new DpdError('unavailable', dpdErrorTexts.unavailable);
    }
    const text = await response.text().catch(() => '');
    // A SOAP fault comes with 500; any other answer that is not XML is the service being down.
    if (!response.ok && !/Fault/.test(text)) throw new DpdError('unavailable', dpdErrorTexts.unavailable);
    return readAnswer(text, operation);
  }

  /** "Sprawdź połączenie": a read-only call that DPD answers only for valid credentials. */
  async check(auth: DpdAuth): Promise<void> {
    await this.call('findPostalCodeV1', postalCodeRequest(auth, '02274'));
  }

  async generatePackagesNumbers(auth: DpdAuth, packages: DpdPackage[]): Promise<RegisteredPackage[]> {
    return readPackages(await this.call('generatePackagesNumbersV4', packagesNumbersRequest(auth, packages)));
  }

  async generateLabels(
    auth: DpdAuth,
    packageIds: number[],
    pageFormat: 'A4' | 'LBL_PRINTER',
  ): Promise<Buffer> {
    return readDocument(await this.call('generateSpedLabelsV4', labelsRequest(auth, packageIds, pageFormat)));
  }

  async generateProtocol(auth: DpdAuth, packageIds: number[], fid: number): Promise<Buffer> {
    return readDocument(await this.call('generateProtocolV2', protocolRequest(auth, packageIds, fid)));
  }
}
