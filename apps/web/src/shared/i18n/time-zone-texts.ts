/** The time zone choice's texts (ui.timeZone): the profile's card and the "your clock moved" banner. */
export const timeZone = {
  title: 'Time zone',
  intro: 'Your days and times are counted in it: due dates, “this week”, the time report.',
  label: 'Time zone',
  placeholder: 'Search for a city or zone',
  nothingFound: 'No zone by that name',
  browser: 'Your browser is on {zone}.',
  useBrowser: 'Use my browser’s',
  saved: 'Your time zone is {zone} now.',
  bannerText: 'Your computer’s clock is on {browser}, your profile on {profile}.',
  bannerSwitch: 'Switch to {browser}',
  bannerKeep: 'Keep {profile}',
  bannerLabel: 'Time zone',
};
