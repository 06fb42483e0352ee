// Dictionary trees: children under parents, levels sorted by orderNum, value falling back to id.
import { buildDictTree } from './dict-tree';

describe('buildDictTree', () => {
  it('nests by parentId, sorts each level and falls back to the id for an empty value', () => {
    const tree = buildDictTree([
      { id: 1, name: 'b', value: '', orderNum: 2, parentId: null },
      { id: 2, name: 'a', value: 'A', orderNum: 1, parentId: null },
      { id: 3, name: 'b2', value: null, orderNum: 2, parentId: 1 },
      { id: 4, name: 'b1', value: 'x', orderNum: 1, parentId: 1 },
      { id: 5, name: 'orphan', value: 'o', orderNum: 0, parentId: 99 },
    ]);
    expect(tree.map((n) => [n.label, n.value])).toEqual([
      ['orphan', 'o'],
      ['a', 'A'],
      ['b', 1],
    ]);
    expect(tree[2].children!.map((n) => [n.label, n.value])).toEqual([
      ['b1', 'x'],
      ['b2', 3],
    ]);
  });
});
