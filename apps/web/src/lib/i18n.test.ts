import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n, { addTranslations, changeLanguage, useTranslation } from './i18n';
import { Trans } from './i18n-trans';

addTranslations({
  pl: {
    i18nTest: {
      files_one: '{{count}} plik',
      files_few: '{{count}} pliki',
      files_many: '{{count}} plików',
      files_other: '{{count}} pliku',
      files_zero: 'Brak plików',
      hello: 'Cześć, {{name}}!',
      both: '{{name}} i {{missing}}',
      onlyPolish: 'Tylko po polsku',
      steps: ['Pierwszy', 'Drugi'],
      markup: 'Na adres <strong>{{email}}</strong> wysłaliśmy link.',
    },
  },
  en: {
    i18nTest: {
      files_one: '{{count}} file',
      files_other: '{{count}} files',
      hello: 'Hello, {{name}}!',
    },
  },
});

function Greeting() {
  const { t, i18n: instance } = useTranslation();
  return createElement('p', null, `${instance.language}: ${t('i18nTest.hello', { name: 'Ala' })}`);
}

describe('i18n', () => {
  afterEach(async () => {
    await changeLanguage('pl');
    localStorage.clear();
  });

  it("fetches a feature's English given as a loader only when English is chosen, and again renders late texts", async () => {
    let early = 0;
    addTranslations({
      pl: { i18nLazy: { early: 'Wcześnie' } },
      en: async () => {
        early += 1;
        return { i18nLazy: { early: 'Early' } };
      },
    });
    expect(early).toBe(0);
    await changeLanguage('en');
    expect(early).toBe(1);
    expect(i18n.t('i18nLazy.early')).toBe('Early');

    let releaseLate: (texts: object) => void = () => undefined;
    function Late() {
      const { t } = useTranslation();
      return createElement('p', null, t('i18nLazy.late'));
    }
    addTranslations({
      pl: { i18nLazy: { late: 'Później' } },
      en: () => new Promise<object>((resolve) => (releaseLate = resolve)),
    });
    render(createElement(Late));
    expect(screen.getByText('Później')).toBeInTheDocument();
    await act(async () => releaseLate({ i18nLazy: { late: 'Later' } }));
    expect(await screen.findByText('Later')).toBeInTheDocument();
  });

  it('starts in Polish without the English core texts, which load when English is chosen', async () => {
    expect(i18n.language).toBe('pl');
    expect(i18n.t('common.language')).toBe('Język');

    await changeLanguage('en');

    expect(i18n.t('common.language')).toBe('Language');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('zaplecze.language')).toBe('en');
  });

  it('picks Polish plural forms by Intl.PluralRules: 1 one, 2–4 few, 5 many, 22 few, fractions other, 0 zero', () => {
    const t = i18n.t;
    expect(t('i18nTest.files', { count: 1 })).toBe('1 plik');
    expect(t('i18nTest.files', { count: 2 })).toBe('2 pliki');
    expect(t('i18nTest.files', { count: 4 })).toBe('4 pliki');
    expect(t('i18nTest.files', { count: 5 })).toBe('5 plików');
    expect(t('i18nTest.files', { count: 12 })).toBe('12 plików');
    expect(t('i18nTest.files', { count: 22 })).toBe('22 pliki');
    expect(t('i18nTest.files', { count: 1.5 })).toBe('1.5 pliku');
    expect(t('i18nTest.files', { count: 0 })).toBe('Brak plików');
  });

  it('fills {{values}} without escaping unless asked, keeps unknown ones and returns arrays as they are', () => {
    expect(i18n.t('i18nTest.hello', { name: '<b>Ala & Ola</b>' })).toBe('Cześć, <b>Ala & Ola</b>!');
    expect(i18n.t('i18nTest.hello', { name: '<b>', interpolation: { escapeValue: true } })).toBe(
      'Cześć, &lt;b&gt;!',
    );
    expect(i18n.t('i18nTest.both', { name: 'A' })).toBe('A i {{missing}}');
    expect(i18n.t('i18nTest.both', { name: 'A', missing: undefined })).toBe('A i ');
    expect(i18n.t('i18nTest.steps', { returnObjects: true })).toEqual(['Pierwszy', 'Drugi']);
  });

  it('falls back to Polish, then to defaultValue, then to the key', async () => {
    await changeLanguage('en');
    expect(i18n.t('i18nTest.onlyPolish')).toBe('Tylko po polsku');
    expect(i18n.t('i18nTest.files', { count: 3 })).toBe('3 files');
    expect(i18n.t('i18nTest.nothing', { defaultValue: 'Domyślny {{name}}', name: 'X' })).toBe('Domyślny X');
    expect(i18n.t('i18nTest.nothing')).toBe('i18nTest.nothing');
    expect(i18n.t('i18nTest')).toBe('i18nTest');
  });

  it('renders components again when the language changes', async () => {
    render(createElement(Greeting));
    expect(screen.getByText('pl: Cześć, Ala!')).toBeInTheDocument();

    await act(() => changeLanguage('en'));

    expect(screen.getByText('en: Hello, Ala!')).toBeInTheDocument();
  });

  it('Trans puts markup from the text into the given components, values stay plain text', () => {
    const { container } = render(
      createElement(Trans, {
        i18nKey: 'i18nTest.markup',
        values: { email: '<i>a@b.pl</i>' },
        components: { strong: createElement('strong') },
      }),
    );
    expect(container.innerHTML).toBe('Na adres <strong>&lt;i&gt;a@b.pl&lt;/i&gt;</strong> wysłaliśmy link.');
  });
});
