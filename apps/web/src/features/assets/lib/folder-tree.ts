import type { AssetFolder } from '@expertos/domain/assets';

/** A folder with the folders inside it, sorted by name; `depth` 0 at the top. */
export interface FolderNode {
  folder: AssetFolder;
  children: FolderNode[];
  depth: number;
}

const byName = (a: AssetFolder, b: AssetFolder) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true });

/**
 * The folder tree from the server's flat list. A folder whose parent is not in the list (or
 * that a loop of parents keeps from the top: never sent by a sound server, but the screen must
 * not hang on one) is shown at the top rather than lost.
 */
export function buildFolderTree(folders: readonly AssetFolder[]): FolderNode[] {
  const known = new Set(folders.map((folder) => folder.uid));
  const children = new Map<string | null, AssetFolder[]>();
  for (const folder of folders) {
    const parent = folder.parent_uid && known.has(folder.parent_uid) ? folder.parent_uid : null;
    const list = children.get(parent) ?? [];
    list.push(folder);
    children.set(parent, list);
  }
  const placed = new Set<string>();
  const grow = (folder: AssetFolder, depth: number): FolderNode => {
    placed.add(folder.uid);
    const inside = (children.get(folder.uid) ?? []).filter((child) => !placed.has(child.uid)).sort(byName);
    return { folder, depth, children: inside.map((child) => grow(child, depth + 1)) };
  };
  const roots = [...(children.get(null) ?? [])].sort(byName).map((folder) => grow(folder, 0));
  // Folders in a loop of parents: each unreached one starts a branch at the top.
  for (const folder of [...folders].sort(byName)) {
    if (!placed.has(folder.uid)) roots.push(grow(folder, 0));
  }
  return roots;
}

/** The tree's folders in reading order (each before the ones inside it). */
export function flattenTree(nodes: readonly FolderNode[]): FolderNode[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children)]);
}

/** A folder and every folder inside it, at any depth. */
export function folderAndDescendants(folders: readonly AssetFolder[], uid: string): Set<string> {
  const found = new Set([uid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const folder of folders) {
      if (folder.parent_uid && found.has(folder.parent_uid) && !found.has(folder.uid)) {
        found.add(folder.uid);
        grew = true;
      }
    }
  }
  return found;
}

/** The folders from the top down to `uid` (itself last); empty for an unknown one. */
export function folderPath(folders: readonly AssetFolder[], uid: string | null): AssetFolder[] {
  const byUid = new Map(folders.map((folder) => [folder.uid, folder]));
  const path: AssetFolder[] = [];
  let current = uid ? byUid.get(uid) : undefined;
  while (current && !path.includes(current)) {
    path.unshift(current);
    current = current.parent_uid ? byUid.get(current.parent_uid) : undefined;
  }
  return path;
}

/** "Shoot / Day 1": a folder named by its path, for pickers. */
export function folderLabel(folders: readonly AssetFolder[], uid: string | null): string {
  return folderPath(folders, uid)
    .map((folder) => folder.name)
    .join(' / ');
}

/**
 * Where a folder may be moved (or assets put): every folder in tree order, named by its path,
 * except — when moving a folder — itself and the folders inside it (the server refuses that
 * with 409 `asset_folder_cycle`; the picker does not offer it).
 */
export function moveTargets(
  folders: readonly AssetFolder[],
  moving: string | null = null,
): { value: string; label: string }[] {
  const excluded = moving ? folderAndDescendants(folders, moving) : new Set<string>();
  return flattenTree(buildFolderTree(folders))
    .filter((node) => !excluded.has(node.folder.uid))
    .map((node) => ({ value: node.folder.uid, label: folderLabel(folders, node.folder.uid) }));
}
