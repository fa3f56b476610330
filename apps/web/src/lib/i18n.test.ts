import { afterEach, describe, expect, it } from 'vitest';
import i18n, { changeLanguage } from './i18n';

describe('i18n', () => {
  afterEach(async () => {
    await changeLanguage('pl');
    localStorage.clear();
  });

  it('starts in Polish without the English core texts, which load when English is chosen', async () => {
    expect(i18n.language).toBe('pl');
    expect(i18n.t('common.language')).toBe('Język');
    expect(i18n.hasResourceBundle('en', 'translation') && i18n.exists('common.language', { lng: 'en' })).toBe(
      false,
    );

    await changeLanguage('en');

    expect(i18n.t('common.language')).toBe('Language');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('zaplecze.language')).toBe('en');
  });
});
