/** The open ticket's address: `?task=`, ticket keys, opening at a comment (docs/product.md#ticket-addresses). */
export const ticketAddress = {
  commentShown: 'Showing the comment this notification is about',
  commentGone: 'The comment this notification is about is no longer here.',
} as const;
