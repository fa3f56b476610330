import { describe, expect, it } from 'vitest';
import { sanitizeProductHtml as clean } from './sanitize-html';

describe('sanitizeProductHtml', () => {
  it('keeps the safe subset without attributes', () => {
    expect(
      clean(
        '<h2 class="x">Opis</h2><p style="color:red">Tekst <strong>gruby</strong> <em>i</em> <u>u</u><br/>dalej</p>',
      ),
    ).toBe('<h2>Opis</h2><p>Tekst <strong>gruby</strong> <em>i</em> <u>u</u><br>dalej</p>');
    expect(clean('<ul><li>jeden</li><li>dwa</li></ul><ol><li>a</li></ol><h3>x</h3><b>b</b><i>i</i>')).toBe(
      '<ul><li>jeden</li><li>dwa</li></ul><ol><li>a</li></ol><h3>x</h3><b>b</b><i>i</i>',
    );
  });

  it('drops scripts, styles and frames with their content, and other tags without it', () => {
    expect(clean('a<script>alert(1)</script>b<style>p{}</style>c<iframe src="x">d</iframe>e')).toBe('abce');
    expect(clean('<div><span>tekst</span><img src=x onerror=alert(1)></div>')).toBe('tekst');
    expect(clean('<SCRIPT>alert(1)</SCRIPT>ok')).toBe('ok');
    expect(clean('<svg><script>alert(1)</script></svg>ok')).toBe('ok');
    expect(clean('<!-- <script>alert(1)</script> -->ok')).toBe('ok');
  });

  it('allows only http(s) links, with rel set, and escapes their address', () => {
    expect(clean('<a href="https://sklep.pl/?a=1&amp;b=2" onclick="x">s</a>')).toBe(
      '<a href="https://sklep.pl/?a=1&amp;b=2" rel="noopener noreferrer nofollow">s</a>',
    );
    expect(clean('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="java&#x09;script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href=\'https://a.pl/"onmouseover="x\'>x</a>')).toBe(
      '<a href="https://a.pl/&quot;onmouseover=&quot;x" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it('escapes text and stray brackets, and closes what it opened', () => {
    expect(clean('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
    expect(clean('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(clean('<p><b>niezamknięte')).toBe('<p><b>niezamknięte</b></p>');
    expect(clean('</p>tekst</b>')).toBe('tekst');
    expect(clean('<p>a<b>b</p>c')).toBe('<p>a<b>b</b></p>c');
    expect(clean('<scr<script>ipt>alert(1)</script>')).toBe('ipt&gt;alert(1)');
    expect(clean('<p "onmouseover=x">tak</p>')).toBe('<p>tak</p>');
  });
});
