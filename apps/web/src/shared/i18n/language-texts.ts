/** The language choice's texts (ui.language): the profile's card, the signed-out picker and a brand's language. */
export const language = {
  title: 'Language',
  intro: 'The app’s language on every device you sign in on.',
  label: 'Language',
  automatic: 'Automatic: your browser’s ({name})',
  saved: 'The app is in {name} now.',
  pickerLabel: 'Language of this page',
  /** A brand's language: what its clients and its integrations read. */
  brand: {
    title: 'Brand language',
    intro:
      'What {name}’s clients and connected tools read: approval e-mails, Slack, Jira and the e-mail integration. Each teammate still sees the app in their own language.',
    label: 'Language for clients and integrations',
    saved: '{name} now writes to its clients and integrations in {language}.',
    readOnly: '{name} writes to its clients and integrations in {language}. Brand admins change it.',
  },
};
