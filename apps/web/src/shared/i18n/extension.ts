/** The extension pages' texts (ui.extension; docs/product.md#extension). */
export const extension = {
  formLabel: 'New ticket from this page',
  brand: 'Brand',
  brandPlaceholder: 'Choose a brand',
  brandRequired: 'Choose the brand the ticket is for.',
  noBrand: 'No brand matches.',
  summary: 'Summary',
  type: 'Type',
  priority: 'Priority',
  dueDate: 'Due date',
  reference: 'Reference content',
  create: 'Create ticket',
  created: 'Ticket #{{id}} created.',
  open: 'Open it in the app',
  signedOut: 'Sign in to the app to create tickets from the extension.',
  signIn: 'Sign in',
  noWorkspace: 'Create a workspace in the app first.',
  loading: 'Loading your brands…',
  highlightIntro:
    'The selected text becomes the ticket’s reference content, with a link to where it came from.',
  nothingSelected: 'Nothing was selected: the page itself is kept as the source.',
  updateTitle: 'Update the browser extension',
  updateClose: 'Close the update notice',
  updateText:
    'A newer version of the extension is needed for recording and capturing to work. Update it from your browser’s extensions page.',
} as const;
