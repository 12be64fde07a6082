import { skillsOf } from '@expertos/domain/industries';

/** The skills that stay when the industry changes: those the new industry also has. */
export function keepSkillsOf(industry: string | null, skills: readonly string[]): string[] {
  const allowed = industry ? skillsOf(industry) : [];
  return skills.filter((skill) => allowed.includes(skill));
}
