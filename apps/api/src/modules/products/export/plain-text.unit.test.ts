import { describe, expect, it } from 'vitest';
import { htmlToText } from './plain-text';

describe('htmlToText (export descriptions as text)', () => {
  it('keeps the words and lines of a description without its tags', () => {
    expect(
      htmlToText('<p>Ciepła <b>bluza</b> &amp; czapka.</p><ul><li>bawełna</li><li>kaptur</li></ul>'),
    ).toBe('Ciepła bluza & czapka.\n\n- bawełna\n- kaptur');
    expect(htmlToText('Linia 1<br>Linia 2<script>alert(1)</script>')).toBe('Linia 1\nLinia 2');
    expect(htmlToText('zwykły tekst')).toBe('zwykły tekst');
  });
});
