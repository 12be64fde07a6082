/** The language choice's texts (ui.language): the profile's card and the signed-out picker. */
export const language = {
  title: 'Language',
  intro: 'The app’s language on every device you sign in on.',
  label: 'Language',
  automatic: 'Automatic: your browser’s ({name})',
  saved: 'The app is in {name} now.',
  pickerLabel: 'Language of this page',
};
