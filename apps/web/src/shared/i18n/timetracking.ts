/** The time-tracking feature's texts (ui.timetracking). */
export const timetracking = {
  title: 'Time',
  reportTitle: 'Time report',
};
