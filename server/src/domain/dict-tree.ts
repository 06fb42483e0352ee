// Builds dictionary entries into trees by parentId, each level sorted by orderNum; value falls back to id, label from name.
export interface DictEntry {
  id: number;
  name: string;
  value: string | null;
  orderNum: number;
  parentId: number | null;
}

export interface DictNode {
  id: number;
  name: string;
  label: string;
  value: string | number;
  orderNum: number;
  parentId: number | null;
  children?: DictNode[];
}

export function buildDictTree(entries: DictEntry[]): DictNode[] {
  const nodes = new Map<number, DictNode>();
  for (const entry of entries) {
    nodes.set(entry.id, {
      id: entry.id,
      name: entry.name,
      label: entry.name,
      value: entry.value === null || entry.value === '' ? entry.id : entry.value,
      orderNum: entry.orderNum,
      parentId: entry.parentId,
    });
  }
  const roots: DictNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent && parent !== node) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  const sortLevel = (level: DictNode[]) => {
    level.sort((a, b) => a.orderNum - b.orderNum || a.id - b.id);
    for (const node of level) if (node.children) sortLevel(node.children);
  };
  sortLevel(roots);
  return roots;
}
