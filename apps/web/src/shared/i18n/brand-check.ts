/** The brand check of a post (ui.brandCheck). */
export const brandCheck = {
  title: 'Brand check',
  intro:
    'Checks the caption against the brand’s off-brand rules, the platform’s limits and this week’s slate.',
  run: 'Check against brand',
  again: 'Check again',
  checking: 'Checking…',
  clean: 'Nothing found: the post fits the brand’s rules.',
  found_one: '{{count}} finding',
  found_other: '{{count}} findings',
  loadError: 'The brand check could not be run.',
  captionLabel: 'The caption as checked, with the findings marked',
  findings: {
    off_brand: 'Off brand: “{{phrase}}” (rule: {{rule}})',
    caption_length: '{{length}} characters: {{platform}} takes {{limit}}. The part past the limit is marked.',
    hashtags: '{{count}} hashtags: {{platform}} takes {{limit}}. The first one over is marked.',
    slate:
      'This week already has {{planned}} of {{target}} {{purpose}} posts, while {{short}} is still short.',
  },
} as const;
