import iconv from 'iconv-lite';
import type { TestUser } from '../../../test/auth-helpers';
import { multipartFile } from '../../../test/multipart';
import type { TestContext } from '../../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** HTTP calls of one signed-in user against the parameters API. */
export function parameterClient(ctx: TestContext, user: TestUser) {
  const call = (method: Method, url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: user.headers });
  const upload = (url: string, bytes: Buffer, fileName = 'plik.csv') => {
    const form = multipartFile('file', fileName, 'text/csv', bytes);
    return ctx.app.inject({
      method: 'POST',
      url,
      payload: form.payload,
      headers: { ...user.headers, ...form.headers },
    });
  };
  return { call, upload };
}

export const utf8 = (text: string) => Buffer.from(text, 'utf8');
export const win1250 = (text: string) => iconv.encode(text, 'win1250');

export const newParameter = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kolor',
  type: 'ONE_SELECT',
  required: true,
  usedInVariants: true,
  translations: { en: 'Colour', de: 'Farbe' },
  values: [
    { value: 'czarny', en: 'black', de: 'schwarz' },
    { value: 'biały', en: 'white' },
  ],
  groupId: null,
  ...overrides,
});
