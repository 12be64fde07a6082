/** The notification centre's texts (ui.notifications). */
export const notifications = {
  title: 'Notifications',
};
