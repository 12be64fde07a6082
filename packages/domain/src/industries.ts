import { z } from 'zod';

/**
 * The 26 industries in their order (docs/product.md#industries-and-skills), each with the skills a
 * team member of that industry can be given: five each, but seven for Content Creator and
 * four for Other.
 */
export const INDUSTRIES = [
  { name: 'Aerospace', skills: ['Engineer', 'Designer', 'Technician', 'Analyst', 'Project Manager'] },
  { name: 'Agriculture', skills: ['Agronomist', 'Farm Manager', 'Technician', 'Logistics', 'Sales'] },
  { name: 'Automotive', skills: ['Engineer', 'Designer', 'Mechanic', 'Sales', 'Marketing'] },
  { name: 'Construction', skills: ['Architect', 'Engineer', 'Project Manager', 'Site Manager', 'Estimator'] },
  {
    name: 'Content Creator',
    skills: ['Writer', 'Editor', 'Talent', 'Director', 'Producer', 'Props', 'Researcher'],
  },
  { name: 'Education', skills: ['Teacher', 'Curriculum Designer', 'Tutor', 'Administrator', 'Researcher'] },
  { name: 'Energy', skills: ['Engineer', 'Analyst', 'Technician', 'Project Manager', 'Sales'] },
  { name: 'Entertainment', skills: ['Producer', 'Director', 'Talent', 'Editor', 'Marketing'] },
  { name: 'Fashion', skills: ['Designer', 'Stylist', 'Photographer', 'Buyer', 'Marketing'] },
  { name: 'Finance', skills: ['Analyst', 'Accountant', 'Advisor', 'Compliance', 'Sales'] },
  { name: 'Food & Beverage', skills: ['Chef', 'Food Stylist', 'Photographer', 'Operations', 'Marketing'] },
  { name: 'Game Development', skills: ['Game Designer', 'Developer', 'Artist', 'Producer', 'QA Tester'] },
  { name: 'Healthcare', skills: ['Physician', 'Nurse', 'Administrator', 'Researcher', 'Marketing'] },
  { name: 'Hospitality', skills: ['Manager', 'Chef', 'Front Desk', 'Event Planner', 'Marketing'] },
  {
    name: 'Information Technology',
    skills: ['Developer', 'System Administrator', 'Support', 'Project Manager', 'Security'],
  },
  { name: 'Manufacturing', skills: ['Engineer', 'Operator', 'Quality Control', 'Supply Chain', 'Sales'] },
  { name: 'Media', skills: ['Journalist', 'Editor', 'Producer', 'Photographer', 'Marketing'] },
  {
    name: 'Mobile Development',
    skills: ['iOS Developer', 'Android Developer', 'Designer', 'QA Tester', 'Product Manager'],
  },
  {
    name: 'Pharmaceuticals',
    skills: ['Researcher', 'Chemist', 'Regulatory Affairs', 'Quality Control', 'Sales'],
  },
  { name: 'Real Estate', skills: ['Agent', 'Broker', 'Property Manager', 'Photographer', 'Marketing'] },
  { name: 'Retail', skills: ['Buyer', 'Store Manager', 'Merchandiser', 'Customer Service', 'Marketing'] },
  {
    name: 'Software Development',
    skills: ['Developer', 'Designer', 'QA Tester', 'Product Manager', 'DevOps'],
  },
  { name: 'Telecommunications', skills: ['Network Engineer', 'Technician', 'Support', 'Sales', 'Marketing'] },
  {
    name: 'Transportation',
    skills: ['Driver', 'Dispatcher', 'Logistics', 'Fleet Manager', 'Customer Service'],
  },
  {
    name: 'Web Development',
    skills: ['Developer', 'Designer', 'SEO Specialist', 'Copywriter', 'Project Manager'],
  },
  { name: 'Other', skills: ['Marketing', 'Sales', 'Customer Service', 'Human Resources'] },
] as const satisfies readonly { name: string; skills: readonly string[] }[];

export type Industry = (typeof INDUSTRIES)[number];
export type IndustryName = Industry['name'];

export const INDUSTRY_NAMES: readonly IndustryName[] = INDUSTRIES.map((industry) => industry.name);
export const industryNameSchema = z.enum(INDUSTRY_NAMES);

/** The skills of an industry by its exact name; an unknown industry has none. */
export function skillsOf(industry: string): readonly string[] {
  return INDUSTRIES.find((entry) => entry.name === industry)?.skills ?? [];
}
