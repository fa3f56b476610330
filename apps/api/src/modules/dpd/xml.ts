/**
 * The little XML the DPD connector needs: building SOAP envelopes from plain values and reading
 * answers into a tree of local names (namespace prefixes dropped, attributes ignored). No DTDs,
 * no external entities: only the five predefined entities and numeric character references.
 */

export type XmlValue = string | number | boolean | null | undefined | XmlNode | XmlValue[];
export interface XmlNode {
  [name: string]: XmlValue;
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char]!);
}

/**
 * `{ a: 1, b: [{ c: 'x' }, { c: 'y' }], d: undefined }` → `<a>1</a><b><c>x</c></b><b><c>y</c></b>`:
 * keys in insertion order (the schema's sequence), arrays repeat the element, null/undefined leave it out.
 */
export function toXml(node: XmlNode): string {
  let out = '';
  for (const [name, value] of Object.entries(node)) out += elementXml(name, value);
  return out;
}

function elementXml(name: string, value: XmlValue): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((item) => elementXml(name, item)).join('');
  if (typeof value === 'object') return `<${name}>${toXml(value)}</${name}>`;
  return `<${name}>${escapeXml(String(value))}</${name}>`;
}

export interface XmlElement {
  /** The local name, without a namespace prefix. */
  name: string;
  children: XmlElement[];
  text: string;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    if (entity[0] === '#')
      return String.fromCodePoint(
        entity[1] === 'x' || entity[1] === 'X'
          ? parseInt(entity.slice(2), 16)
          : parseInt(entity.slice(1), 10),
      );
    return entities[entity.toLowerCase()]!;
  });
}

export class XmlError extends Error {}

/** Parses a document into its root element; throws XmlError on anything not well formed. */
export function parseXml(source: string): XmlElement {
  const root: XmlElement = { name: '#document', children: [], text: '' };
  const stack: XmlElement[] = [root];
  const tagNames: string[] = [];
  let i = 0;
  while (i < source.length) {
    const lt = source.indexOf('<', i);
    const textEnd = lt === -1 ? source.length : lt;
    if (textEnd > i) stack[stack.length - 1]!.text += decode(source.slice(i, textEnd));
    if (lt === -1) break;
    if (source.startsWith('<?', lt)) {
      i = closing(source, '?>', lt);
    } else if (source.startsWith('<!--', lt)) {
      i = closing(source, '-->', lt);
    } else if (source.startsWith('<![CDATA[', lt)) {
      const end = closing(source, ']]>', lt);
      stack[stack.length - 1]!.text += source.slice(lt + 9, end - 3);
      i = end;
    } else if (source.startsWith('<!', lt)) {
      throw new XmlError('Declarations are not accepted');
    } else if (source[lt + 1] === '/') {
      const end = closing(source, '>', lt);
      const name = source.slice(lt + 2, end - 1).trim();
      if (tagNames.pop() !== name) throw new XmlError(`Unexpected </${name}>`);
      stack.pop();
      i = end;
    } else {
      const end = closing(source, '>', lt);
      const body = source.slice(lt + 1, end - 1);
      const selfClosing = body.endsWith('/');
      const tag = (selfClosing ? body.slice(0, -1) : body).trim();
      const name = /^[^\s/>]+/.exec(tag)?.[0];
      if (!name) throw new XmlError('Empty tag');
      const element: XmlElement = { name: name.slice(name.indexOf(':') + 1), children: [], text: '' };
      stack[stack.length - 1]!.children.push(element);
      if (!selfClosing) {
        stack.push(element);
        tagNames.push(name);
      }
      i = end;
    }
  }
  if (tagNames.length > 0) throw new XmlError(`Unclosed <${tagNames.at(-1)}>`);
  const [top] = root.children;
  if (!top || root.children.length > 1) throw new XmlError('Exactly one root element expected');
  return top;
}

function closing(source: string, marker: string, from: number): number {
  const at = source.indexOf(marker, from);
  if (at === -1) throw new XmlError(`Missing ${marker}`);
  return at + marker.length;
}

/** The first child with this local name. */
export function child(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element?.children.find((item) => item.name === name);
}

export function childrenNamed(element: XmlElement | undefined, name: string): XmlElement[] {
  return element?.children.filter((item) => item.name === name) ?? [];
}

/** The element at a path of local names, e.g. `path(envelope, 'Body', 'Fault')`. */
export function path(element: XmlElement | undefined, ...names: string[]): XmlElement | undefined {
  return names.reduce<XmlElement | undefined>((current, name) => child(current, name), element);
}

/** The trimmed text of the child, or undefined when there is none. */
export function textOf(element: XmlElement | undefined, ...names: string[]): string | undefined {
  const found = path(element, ...names);
  return found ? found.text.trim() : undefined;
}
