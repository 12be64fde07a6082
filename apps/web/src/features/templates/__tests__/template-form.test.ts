import { templateBodySchema } from '@expertos/domain/templates';
import { describe, expect, it } from 'vitest';
import { checkValues } from '../lib/template-checks';
import { initialValues, toInput } from '../lib/template-form';
import { aPostTemplate, aTemplate } from './template-fixtures';

describe('the template form values', () => {
  it('send back every part of a template as it came, unchanged', () => {
    const template = aPostTemplate();
    const input = toInput(initialValues(template), template.body);
    expect(input.name).toBe('Bread reel');
    expect(templateBodySchema.parse(input.body)).toEqual(template.body);
  });

  it('leave an empty date, reminder and post text out, as the schema wants', () => {
    const template = aPostTemplate();
    const values = initialValues(template);
    const input = toInput(
      {
        ...values,
        dates: { ...values.dates, filmDays: '', dueDays: '', remindDays: '' },
        post: { ...values.post, post_format: null, hook: '  ', caption: '' },
      },
      template.body,
    );
    expect(input.body).toMatchObject({ film: null, due: null, remind: null });
    expect(input.body.fields).not.toHaveProperty('post_format');
    expect(input.body.fields).not.toHaveProperty('hook');
    expect(input.body.fields).not.toHaveProperty('caption');
    expect(input.body.fields).toMatchObject({
      post_platform: 'instagram',
      hook_variation_1: 'Listen to the crust',
    });
    expect(templateBodySchema.safeParse(input.body).success).toBe(true);
  });

  it('send no post fields for another type, keeping those the form does not show', () => {
    const template = aPostTemplate();
    const input = toInput({ ...initialValues(template), ticketType: 'task' }, template.body);
    expect(input.body.fields).toEqual({
      ticket_type: 'task',
      status: 'todo',
      priority: '1',
      tags: ['bread'],
      pillar: 'Recipes',
      canva_url: 'https://canva.example/review',
    });
  });

  it('refuse a reminder without a well-formed time, and days out of range', () => {
    const values = { ...initialValues(aTemplate()), name: 'Reel' };
    const withDates = (dates: Partial<typeof values.dates>) => ({
      ...values,
      dates: { ...values.dates, remindDays: 1, ...dates },
    });
    for (const time of ['', '9:30', '24:00', '12:60', '09:30:00'])
      expect(checkValues(withDates({ remindTime: time }))).toEqual({ remindTime: { key: 'time' } });
    expect(checkValues(withDates({ remindTime: '23:59' }))).toEqual({});
    // No reminder: its time is not asked for.
    expect(checkValues(withDates({ remindDays: '', remindTime: '' }))).toEqual({});
    const days = { key: 'days', values: { max: 365 } };
    expect(checkValues(withDates({ remindTime: '08:00', filmDays: 366, dueDays: 1.5 }))).toEqual({
      filmDays: days,
      dueDays: days,
    });
  });

  it('check each subtask’s due days and member', () => {
    const values = initialValues(aPostTemplate());
    const [subtask] = values.subtasks;
    const problems = checkValues({
      ...values,
      subtasks: [{ ...subtask!, dueDays: -400, assigneeRule: 'member', assigneeMember: null }],
    });
    expect(problems).toEqual({
      [`subtask.${subtask!.key}.dueDays`]: { key: 'days', values: { max: 365 } },
      [`subtask.${subtask!.key}.assigneeMember`]: { key: 'member' },
    });
  });
});
