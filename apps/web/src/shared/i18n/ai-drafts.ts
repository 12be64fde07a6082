/** The texts of AI drafts in posts and in the brand profile (ui.aiDrafts; docs/product.md#ai-drafts). */
export const aiDrafts = {
  postTitle: 'Draft with AI',
  postIntro:
    'A hook, three variations of it and a caption, written in the brand’s voice from what this post says so far.',
  postRun: 'Draft hook and caption',
  again: 'Draft again',
  use: 'Use',
  useField: 'Use as {field}',
  useAll: 'Use all five',
  used: 'Put into the post.',
  voiceTitle: 'Draft a voice with AI',
  voiceIntro:
    'Fills the description, tone and words from the voice’s saved sample posts (post tickets with captions); edit them, then save.',
  voiceSaveFirst: 'Save the voice with its sample posts first: the draft is drawn from them.',
  voicePick: 'Voice',
  voiceRun: 'Draft from its sample posts',
  voiceApply: 'Apply to {name}',
  voiceApplied: '{name} now has the drafted description, tone and words.',
  suggest: 'Suggest more with AI',
  suggestIntro: 'Suggestions the brand does not have yet. Add the ones that fit, then save.',
  add: 'Add {name}',
  noSuggestions: 'Nothing new to suggest: the brand already has what the AI thought of.',
  feedbackSuggest: 'Suggest with AI',
  feedbackSuggestion: 'AI suggestion for {field}',
  feedbackAccept: 'Accept as feedback',
  feedbackReject: 'Reject',
  feedbackRejected: 'Rejected AI suggestion: {text}',
} as const;
