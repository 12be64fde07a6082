import { describe, expect, it } from 'vitest';
import { INDUSTRIES, INDUSTRY_NAMES, industryNameSchema, skillsOf } from './industries';

describe('INDUSTRIES', () => {
  it('are the 26, in their order', () => {
    expect(INDUSTRY_NAMES).toEqual([
      'Aerospace',
      'Agriculture',
      'Automotive',
      'Construction',
      'Content Creator',
      'Education',
      'Energy',
      'Entertainment',
      'Fashion',
      'Finance',
      'Food & Beverage',
      'Game Development',
      'Healthcare',
      'Hospitality',
      'Information Technology',
      'Manufacturing',
      'Media',
      'Mobile Development',
      'Pharmaceuticals',
      'Real Estate',
      'Retail',
      'Software Development',
      'Telecommunications',
      'Transportation',
      'Web Development',
      'Other',
    ]);
  });

  it('give each industry distinct, non-empty skills', () => {
    for (const { name, skills } of INDUSTRIES) {
      expect(skills.length, name).toBeGreaterThan(0);
      expect(new Set(skills).size, name).toBe(skills.length);
      for (const skill of skills) expect(skill.trim(), name).toBe(skill);
    }
  });

  it('have five skills except Content Creator and Other', () => {
    const listed = new Set(['Content Creator', 'Other']);
    for (const { name, skills } of INDUSTRIES) {
      if (!listed.has(name)) expect(skills, name).toHaveLength(5);
    }
  });
});

describe('skillsOf', () => {
  it('returns the lists as written', () => {
    expect(skillsOf('Content Creator')).toEqual([
      'Writer',
      'Editor',
      'Talent',
      'Director',
      'Producer',
      'Props',
      'Researcher',
    ]);
    expect(skillsOf('Other')).toEqual(['Marketing', 'Sales', 'Customer Service', 'Human Resources']);
  });

  it('has no skills for an unknown industry', () => {
    expect(skillsOf('Basket Weaving')).toEqual([]);
    expect(skillsOf('content creator')).toEqual([]);
  });

  it('parses industry names', () => {
    expect(industryNameSchema.parse('Food & Beverage')).toBe('Food & Beverage');
    expect(industryNameSchema.safeParse('Food and Beverage').success).toBe(false);
  });
});
