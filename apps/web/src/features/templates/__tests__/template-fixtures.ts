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

/**
 * A post template with every part the form edits set (and a few it does not show: the pillar,
 * a review link, a subtask's status and tags), to see them shown and sent back.
 */
export function aPostTemplate(): Template {
  return aTemplate({
    name: 'Bread reel',
    body: {
      summary: 'Bread reel {n}',
      fields: {
        ticket_type: 'post',
        status: 'todo',
        priority: '1',
        tags: ['bread'],
        post_platform: 'instagram',
        post_format: 'reel',
        post_audience: 'growth',
        hook: 'Wait for the crumb',
        hook_variation_1: 'Listen to the crust',
        caption: 'Fresh every morning',
        pillar: 'Recipes',
        canva_url: 'https://canva.example/review',
      },
      film: { days: -2 },
      due: { days: 1, from: 'film_date' },
      remind: { days: 0, from: 'film_date', time: '09:00' },
      subtasks: [
        {
          summary: 'Cut the reel',
          fields: { ticket_type: 'design', priority: '2', status: 'in_progress', tags: ['edit'] },
          assignee: { rule: 'creator' },
          due: { days: 3, from: 'anchor' },
          checklist: ['Rough cut'],
        },
      ],
    },
  });
}
