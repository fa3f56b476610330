/**
 * An allow-list sanitizer for a product's long description (no sanitizer is a dependency yet).
 * The input is read as a stream of tags and text: text is re-escaped, allowed tags are written
 * anew without any attribute except an http(s) `href` on links, everything else is dropped —
 * with its content for tags whose content is code (script, style…). Nothing of the input is
 * copied through unescaped, so a malformed tag cannot smuggle markup past it.
 */
const allowedTags = new Set(['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'a']);
const voidTags = new Set(['br']);
const droppedWithContent = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'title',
  'svg',
  'math',
  'xmp',
  'noembed',
  'noframes',
]);

const escapeText = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Text as the browser would read it (entities decoded), to be escaped again on the way out. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return namedEntities[body.toLowerCase()] ?? whole;
  });
}

function safeHref(attributes: string): string | null {
  const match = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  const raw = match ? (match[1] ?? match[2] ?? match[3] ?? '') : '';
  // eslint-disable-next-line no-control-regex
  const href = decodeEntities(raw).replace(/[\u0000-\u0020]/g, '');
  return /^https?:\/\/[^\s]+$/i.test(href) ? href : null;
}

const token =
  /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<[!?][^>]*>?/g;

export function sanitizeProductHtml(input: string): string {
  let output = '';
  let skipUntil: string | null = null;
  const open: string[] = [];
  let last = 0;
  const emitText = (text: string) => {
    if (!skipUntil && text) output += escapeText(decodeEntities(text));
  };
  for (const match of input.matchAll(token)) {
    emitText(input.slice(last, match.index));
    last = match.index + match[0].length;
    const [, closing, rawName, attributes = ''] = match;
    if (!rawName) continue; // comment, doctype, processing instruction
    const name = rawName.toLowerCase();
    if (skipUntil) {
      if (closing && name === skipUntil) skipUntil = null;
      continue;
    }
    if (droppedWithContent.has(name)) {
      if (!closing && !attributes.trimEnd().endsWith('/')) skipUntil = name;
      continue;
    }
    if (!allowedTags.has(name)) continue;
    if (voidTags.has(name)) {
      if (!closing) output += `<${name}>`;
      continue;
    }
    if (closing) {
      const index = open.lastIndexOf(name);
      if (index === -1) continue;
      while (open.length > index) output += `</${open.pop()}>`;
      continue;
    }
    if (name === 'a') {
      const href = safeHref(attributes);
      output += href ? `<a href="${escapeText(href)}" rel="noopener noreferrer nofollow">` : '<a>';
    } else output += `<${name}>`;
    open.push(name);
  }
  emitText(input.slice(last));
  while (open.length > 0) output += `</${open.pop()}>`;
  return output;
}
