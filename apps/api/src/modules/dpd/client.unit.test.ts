import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDpdContractServer, type DpdContractServer } from './__fixtures__/contract-server';
import {
  DpdClient,
  DpdError,
  dpdErrorTexts,
  labelsRequest,
  packagesNumbersRequest,
  postalCodeRequest,
  protocolRequest,
  readAnswer,
  serviceUrl,
  type DpdPackage,
} from './client';
import { child, childrenNamed, parseXml, toXml, type XmlElement } from './xml';

const auth = { login: '1495501', password: 'sekret<&>', masterFid: 1495 };

const pkg = (postalCode = '02-274'): DpdPackage => ({
  reference: 'ZAM-12',
  sender: {
    company: 'Sklep & Co',
    address: 'Mineralna 15',
    city: 'Warszawa',
    postalCode: '02-274',
    countryCode: 'PL',
    phone: '221234567',
  },
  receiver: {
    name: 'Jan Kowalski',
    address: 'Długa 1/2',
    city: 'Kraków',
    postalCode,
    countryCode: 'PL',
    phone: '600100200',
  },
  parcels: [{ weightKg: 1.5, sizeXCm: 30, sizeYCm: 20, sizeZCm: 10, content: 'Książki' }, { weightKg: 0.25 }],
  services: { cod: { amount: '123.45', currency: 'PLN' }, rod: true },
});

/** Element names of a parsed element's children, in order. */
const names = (element: XmlElement | undefined) => element?.children.map((item) => item.name) ?? [];
const operationOf = (xml: string) => child(parseXml(xml), 'Body')!.children[0]!;

/** The subset's complex types: name → its sequence of element names and their types. */
const wsdlTypes = (() => {
  const source = readFileSync(
    new URL('./contract/DPDPackageObjServices.subset.wsdl', import.meta.url),
    'utf8',
  );
  expect(parseXml(source).name).toBe('definitions');
  // The parser keeps no attributes, so the declarations are read by a plain pattern.
  const types = new Map<string, { name: string; type: string }[]>();
  for (const match of source.matchAll(/<xs:complexType name="(\w+)">([\s\S]*?)<\/xs:complexType>/g)) {
    const elements = [...match[2]!.matchAll(/<xs:element name="(\w+)"(?: type="tns:(\w+)")?/g)];
    types.set(
      match[1]!,
      elements.map((element) => ({ name: element[1]!, type: element[2] ?? '' })),
    );
  }
  return types;
})();

/**
 * Every element of the built XML is declared by its type in the WSDL subset, in the declared order
 * (a repeated element may repeat); nested types are checked the same way.
 */
function expectFollows(element: XmlElement, typeName: string) {
  const sequence = wsdlTypes.get(typeName);
  expect(sequence, `type ${typeName} in the WSDL`).toBeDefined();
  let position = 0;
  for (const item of element.children) {
    const at = sequence!.findIndex((declared, index) => index >= position && declared.name === item.name);
    expect(
      at,
      `${item.name} in ${typeName} (${sequence!.map((declared) => declared.name).join(', ')})`,
    ).toBeGreaterThanOrEqual(0);
    position = at;
    const nested = sequence![at]!.type;
    if (nested && wsdlTypes.has(nested)) expectFollows(item, nested);
  }
}

describe('DPD envelopes follow the WSDL subset', () => {
  it('builds each operation as its WSDL type declares, all the way down', () => {
    expectFollows(operationOf(packagesNumbersRequest(auth, [pkg()])), 'generatePackagesNumbersV4');
    expectFollows(operationOf(labelsRequest(auth, [1, 2], 'A4')), 'generateSpedLabelsV4');
    expectFollows(operationOf(protocolRequest(auth, [1], 1495)), 'generateProtocolV2');
    expectFollows(operationOf(postalCodeRequest(auth, '02274')), 'findPostalCodeV1');
    // A wrong order is caught: the check can fail.
    const swapped = operationOf(packagesNumbersRequest(auth, [pkg()]));
    swapped.children.reverse();
    expect(() => expectFollows(swapped, 'generatePackagesNumbersV4')).toThrow();
  });

  it('escapes text and repeats arrays in order, leaving out empty values', () => {
    expect(toXml({ a: 'x<&"y', b: [{ c: 1 }, { c: 2 }], d: undefined, e: null, f: {} })).toBe(
      '<a>x&lt;&amp;&quot;y</a><b><c>1</c></b><b><c>2</c></b><f></f>',
    );
  });

  it('builds generatePackagesNumbersV4 in the schema sequence', () => {
    const operation = operationOf(packagesNumbersRequest(auth, [pkg()]));
    expect(operation.name).toBe('generatePackagesNumbersV4');
    expect(names(operation)).toEqual(['openUMLFeV3', 'pkgNumsGenerationPolicyV1', 'langCode', 'authDataV1']);
    expect(names(child(operation, 'authDataV1'))).toEqual(['login', 'masterFid', 'password']);
    expect(child(child(operation, 'authDataV1'), 'password')!.text).toBe('sekret<&>');
    const packages = childrenNamed(child(operation, 'openUMLFeV3'), 'packages');
    expect(packages).toHaveLength(1);
    expect(names(packages[0])).toEqual([
      'parcels',
      'parcels',
      'payerType',
      'receiver',
      'reference',
      'sender',
      'services',
    ]);
    expect(names(child(packages[0], 'receiver'))).toEqual([
      'address',
      'city',
      'countryCode',
      'name',
      'phone',
      'postalCode',
    ]);
    expect(child(child(packages[0], 'receiver'), 'postalCode')!.text).toBe('02274');
    expect(names(childrenNamed(packages[0], 'parcels')[0])).toEqual([
      'weight',
      'sizeX',
      'sizeY',
      'sizeZ',
      'content',
    ]);
    expect(child(childrenNamed(packages[0], 'parcels')[1], 'weight')!.text).toBe('0.25');
    expect(names(child(packages[0], 'services'))).toEqual(['cod', 'rod']);
    expect(names(child(child(packages[0], 'services'), 'cod'))).toEqual(['amount', 'currency']);
  });

  it('builds generateSpedLabelsV4 and generateProtocolV2 sessions', () => {
    const labels = operationOf(labelsRequest(auth, [11, 12], 'LBL_PRINTER'));
    expect(names(labels)).toEqual([
      'dpdServicesParamsV1',
      'outputDocFormatV1',
      'outputDocPageFormatV1',
      'outputLabelType',
      'authDataV1',
    ]);
    expect(names(child(labels, 'dpdServicesParamsV1'))).toEqual(['policy', 'session']);
    const session = child(child(labels, 'dpdServicesParamsV1'), 'session');
    expect(names(session)).toEqual(['packages', 'packages', 'sessionType']);
    expect(child(labels, 'outputDocPageFormatV1')!.text).toBe('LBL_PRINTER');
    const protocol = operationOf(protocolRequest(auth, [11], 1495));
    expect(names(protocol)).toEqual([
      'dpdServicesParamsV1',
      'outputDocFormatV1',
      'outputDocPageFormatV1',
      'authDataV1',
    ]);
    expect(names(child(protocol, 'dpdServicesParamsV1'))).toEqual(['pickupAddress', 'policy', 'session']);
  });

  it('reads a fault with DPDServiceException as wrong credentials and rejects a broken answer', () => {
    const faultXml =
      '<S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"><S:Body><S:Fault><faultcode>S:Server</faultcode>' +
      '<faultstring>DisabledAccountException</faultstring><detail><ns2:DPDServiceException xmlns:ns2="http://dpdservices.dpd.com.pl/">' +
      '<message>Login failed</message></ns2:DPDServiceException></detail></S:Fault></S:Body></S:Envelope>';
    expect(() => readAnswer(faultXml, 'findPostalCodeV1')).toThrow(dpdErrorTexts.auth);
    expect(() => readAnswer('<html>Bad gateway', 'findPostalCodeV1')).toThrow(dpdErrorTexts.badAnswer);
    expect(() => readAnswer('<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>', 'x')).toThrow(
      dpdErrorTexts.badAnswer,
    );
  });
});

describe('DPD client against the contract server', () => {
  let server: DpdContractServer;
  let client: DpdClient;

  beforeAll(async () => {
    server = await startDpdContractServer(auth);
    client = new DpdClient({ url: serviceUrl(server.url), timeoutMs: 5000 });
  });
  afterAll(() => server.close());

  it('checks the connection, registers packages, and gets their labels and protocol as PDFs', async () => {
    await client.check(auth);
    const [registered] = await client.generatePackagesNumbers(auth, [pkg()]);
    expect(registered!.reference).toBe('ZAM-12');
    expect(registered!.parcels).toHaveLength(2);
    expect(registered!.parcels[0]!.waybill).toMatch(/^\d+U$/);
    const label = await client.generateLabels(auth, [registered!.packageId], 'A4');
    expect(label.subarray(0, 5).toString()).toBe('%PDF-');
    expect(label.toString('latin1')).toContain(registered!.parcels[1]!.waybill);
    const protocol = await client.generateProtocol(auth, [registered!.packageId], auth.masterFid);
    expect(protocol.toString('latin1')).toContain('Protokol przekazania');
    expect(server.calls).toEqual([
      'findPostalCodeV1',
      'generatePackagesNumbersV4',
      'generateSpedLabelsV4',
      'generateProtocolV2',
    ]);
  });

  it('maps wrong credentials, an invalid postal code, an unknown package and an unreachable host', async () => {
    await expect(client.check({ ...auth, password: 'zle' })).rejects.toMatchObject({
      kind: 'auth',
      message: dpdErrorTexts.auth,
    });
    const rejected = await client
      .generatePackagesNumbers(auth, [pkg('00-000')])
      .catch((error: unknown) => error);
    expect(rejected).toBeInstanceOf(DpdError);
    expect(rejected).toMatchObject({
      kind: 'rejected',
      fields: { 'receiver.postalCode': dpdErrorTexts.postalCode },
    });
    await expect(client.generateLabels(auth, [1], 'A4')).rejects.toMatchObject({ kind: 'rejected' });
    const closed = new DpdClient({ url: 'http://127.0.0.1:9/x', timeoutMs: 2000 });
    await expect(closed.check(auth)).rejects.toMatchObject({ kind: 'unavailable' });
  });
});
