import type { ApiKeyScope } from '@expertos/domain/api-keys';

/** The resources a key reaches, each none, read or read and write (members: read only). */
export const RESOURCES = [
  'tickets',
  'comments',
  'brands',
  'brand_profile',
  'time',
  'approvals',
  'publishing',
  'analytics',
  'members',
] as const;
export type Resource = (typeof RESOURCES)[number];
export type Level = 'none' | 'read' | 'write';
/** The scopes the levels chosen stand for (a write scope reads too: only it is sent). */
export function scopesOf(levels: Record<Resource, Level>): ApiKeyScope[] {
  return RESOURCES.flatMap((resource) => {
    const level = levels[resource];
    return level === 'none' ? [] : [`${resource}:${level}` as ApiKeyScope];
  });
}

/** Every resource at "no access": where a new key's choices start. */
export const NO_ACCESS = Object.fromEntries(RESOURCES.map((r) => [r, 'none'])) as Record<Resource, Level>;

/** The levels a list of scopes stands for (a resource not named: no access). */
export function levelsOf(scopes: readonly ApiKeyScope[]): Record<Resource, Level> {
  const levels = { ...NO_ACCESS };
  for (const scope of scopes) {
    const [resource, level] = scope.split(':') as [Resource, Level];
    if (levels[resource] !== 'write') levels[resource] = level;
  }
  return levels;
}
