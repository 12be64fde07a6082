/** STUB (issue 6 in progress): /time, the workspace's time by brand, person and week. */
export function TimeReportPage() {
  return null;
}
