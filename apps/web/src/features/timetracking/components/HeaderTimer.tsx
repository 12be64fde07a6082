/** STUB (issue 6 in progress): the running timer in the header (polled every 10 s). */
export function HeaderTimer() {
  return null;
}
