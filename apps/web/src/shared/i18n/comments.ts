/** The comments feature's texts (ui.comments). */
export const comments = {
  title: 'Comments',
};
