import { type Template, type TemplateBody, templateBodySchema } from '@expertos/domain/templates';

/** A template as the API answers it; the body filled by the domain's own defaults. */
export function aTemplate(
  overrides: Partial<Omit<Template, 'body'>> & { body?: Partial<TemplateBody> } = {},
): Template {
  const { body, ...rest } = overrides;
  return {
    uid: 'tpl1',
    scope: 'brand',
    workspace_uid: 'w1',
    project_uid: 'p1',
    name: 'Weekly reel',
    body: templateBodySchema.parse({ summary: 'Reel for week {week}', ...body }),
    uses: 0,
    created_by: null,
    created: '2030-01-01T00:00:00.000Z',
    updated: '2030-01-01T00:00:00.000Z',
    ...rest,
  };
}
