import { describe, expect, it } from 'vitest';
import type { FileItem } from '@zaplecze/contract/files/files';
import { folderOptions } from './move-dialog';

const tree = [
  { id: 'a', name: 'Dokumenty', parentId: null },
  { id: 'b', name: 'Faktury', parentId: 'a' },
  { id: 'c', name: '2026', parentId: 'b' },
  { id: 'd', name: 'Zdjęcia', parentId: null },
];
const item = (type: 'file' | 'folder', id: string) => ({ type, id }) as FileItem;

describe('move targets', () => {
  it('names folders by their path, sorted the Polish way', () => {
    expect(folderOptions(tree, item('file', 'x')).map((option) => option.label)).toEqual([
      'Dokumenty',
      'Dokumenty / Faktury',
      'Dokumenty / Faktury / 2026',
      'Zdjęcia',
    ]);
  });

  it('leaves out a moved folder and everything below it', () => {
    expect(folderOptions(tree, item('folder', 'b')).map((option) => option.value)).toEqual(['a', 'd']);
  });
});
