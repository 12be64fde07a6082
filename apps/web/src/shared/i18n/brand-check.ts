import { POST_PURPOSE_LABELS, POST_PURPOSES, type PostPurpose } from '@expertos/domain/tickets';

/** A post purpose as it reads inside a sentence: the domain's label, in lower case ("trust building"). */
const purposes = Object.fromEntries(
  POST_PURPOSES.map((purpose) => [purpose, POST_PURPOSE_LABELS[purpose].toLowerCase()]),
) as Record<PostPurpose, string>;

/** The brand check of a post (ui.brandCheck). */
export const brandCheck = {
  title: 'Brand check',
  intro:
    'Checks the caption against the brand’s off-brand rules, the platform’s limits and this week’s slate.',
  run: 'Check against brand',
  again: 'Check again',
  checking: 'Checking…',
  clean: 'Nothing found: the post fits the brand’s rules.',
  found: '{count, plural, one {# finding} other {# findings}}',
  loadError: 'The brand check could not be run.',
  captionLabel: 'The caption as checked, with the findings marked',
  forApproval: 'Waiting for approval: checked against the brand’s rules for whoever approves it.',
  aiRun: 'Check voice and pillar with AI',
  aiTitle: 'Voice and pillar (AI)',
  voice: 'Voice: “{phrase}” — {note}',
  voiceClean: 'Nothing in the caption sounds unlike the brand’s voice.',
  pillar: 'Fits the pillar “{pillar}” — {note}',
  noPillar: 'Fits none of the brand’s pillars — {note}',
  toFeedback: 'Add to feedback',
  inFeedback: 'In the feedback',
  feedbackNote: 'From the brand check of a post: {finding}',
  feedbackAdded: 'Added to the brand’s feedback.',
  findings: {
    off_brand: 'Off brand: “{phrase}” (rule: {rule})',
    caption_length: '{length} characters: {platform} takes {limit}. The part past the limit is marked.',
    hashtags: '{count} hashtags: {platform} takes {limit}. The first one over is marked.',
    slate: 'This week already has {planned} of {target} {purpose} posts, while {short} is still short.',
    credit: 'Credit missing: “{asset}” from the library asks for “{credit}” in the caption.',
  },
  /** The purposes in the slate finding, as each language writes them within a sentence. */
  purposes,
} as const;
