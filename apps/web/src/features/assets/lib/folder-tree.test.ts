import { describe, expect, it } from 'vitest';
import { aFolder } from '../test/asset-fixtures';
import { buildFolderTree, flattenTree, folderAndDescendants, folderLabel, moveTargets } from './folder-tree';

const shoot = aFolder('shoot', { name: 'Shoot' });
const day2 = aFolder('day2', { name: 'Day 10', parent_uid: 'shoot' });
const day1 = aFolder('day1', { name: 'Day 2', parent_uid: 'shoot' });
const raw = aFolder('raw', { name: 'raw', parent_uid: 'day1' });
const logos = aFolder('logos', { name: 'Logos' });

const names = (nodes: ReturnType<typeof buildFolderTree>): unknown =>
  nodes.map((node) => (node.children.length ? [node.folder.name, names(node.children)] : node.folder.name));

describe('buildFolderTree', () => {
  it('nests the flat list by parent, sorted by name as people read numbers', () => {
    const tree = buildFolderTree([raw, day2, logos, day1, shoot]);
    expect(names(tree)).toEqual(['Logos', ['Shoot', [['Day 2', ['raw']], 'Day 10']]]);
    expect(flattenTree(tree).map((node) => [node.folder.uid, node.depth])).toEqual([
      ['logos', 0],
      ['shoot', 0],
      ['day1', 1],
      ['raw', 2],
      ['day2', 1],
    ]);
  });

  it('shows a folder whose parent is missing at the top rather than losing it', () => {
    const orphan = aFolder('orphan', { name: 'Orphan', parent_uid: 'gone' });
    expect(names(buildFolderTree([logos, orphan]))).toEqual(['Logos', 'Orphan']);
  });

  it('does not hang on a loop of parents, and keeps every folder', () => {
    const a = aFolder('a', { name: 'A', parent_uid: 'b' });
    const b = aFolder('b', { name: 'B', parent_uid: 'a' });
    const tree = buildFolderTree([a, b, logos]);
    expect(
      flattenTree(tree)
        .map((node) => node.folder.uid)
        .sort(),
    ).toEqual(['a', 'b', 'logos']);
  });
});

describe('moving a folder', () => {
  const all = [shoot, day1, day2, raw, logos];

  it('finds a folder and everything below it', () => {
    expect([...folderAndDescendants(all, 'shoot')].sort()).toEqual(['day1', 'day2', 'raw', 'shoot']);
  });

  it('never offers the folder itself or one inside it as the destination', () => {
    expect(moveTargets(all, 'day1').map((target) => target.value)).toEqual(['logos', 'shoot', 'day2']);
    expect(moveTargets(all).map((target) => target.label)).toContain('Shoot / Day 2 / raw');
  });

  it('names a folder by its path', () => {
    expect(folderLabel(all, 'raw')).toBe('Shoot / Day 2 / raw');
    expect(folderLabel(all, null)).toBe('');
  });
});
