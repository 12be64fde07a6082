/** Push notifications, installing the app, being offline and a busy server (ui.push, ui.offline, ui.busy). */
export const push = {
  title: 'Push notifications',
  intro: 'Get notified on this device and your phone, even when Expertos is closed.',
  thisDevice: 'This device',
  state: {
    on: 'Push notifications are on for this device.',
    off: 'Push notifications are off for this device.',
    denied:
      "Notifications are blocked for this site. Allow them in your browser's site settings, then turn push on here.",
    unsupported:
      'This browser cannot receive push notifications. On an iPhone or iPad, add Expertos to your Home Screen first (Share, then Add to Home Screen) and open it from there.',
    notConfigured: 'This server is not set up to send push notifications to browsers.',
    nativeApp:
      "This phone gets push notifications through the Expertos app. Whether it may show them is in the phone's settings.",
  },
  turnOn: 'Turn on push on this device',
  turnOff: 'Turn off on this device',
  turnOnError: 'Push could not be turned on.',
  turnOffError: 'Push could not be turned off.',
  install: 'Install the app',
  installHint: 'Install Expertos to open it like an app, from your home screen or dock.',
  kindsTitle: 'What to push',
  kinds: {
    mention: 'Someone mentions me',
    assigned: 'A task is assigned to me',
    status_changed: 'A ticket I follow changes status',
    reminder: 'A reminder is due',
    comment: 'Someone comments on a ticket I follow',
    post_failed: 'A post of mine or of a brand I run was not published',
    post_ready: 'A post is ready for me to post from my phone',
    weekly_review: 'The weekly review of a brand I run is ready',
    approval_requested: 'A post waits for my approval',
    approval_reminder: 'A post I approve is due or overdue',
    approval_decided: 'A post I asked approval for is decided, step by step',
    approval_expired: 'An approval I asked for expired',
    client_commented: 'A client comments on a post I asked approval for',
  },
  quietTitle: 'Quiet hours',
  quietSwitch: 'Hold pushes during quiet hours',
  quietHint: 'Pushes wait until quiet hours end ({zone}).',
  quietFrom: 'From',
  quietTo: 'Until',
  saveError: 'Your push settings could not be saved.',
  loadError: 'Your push settings could not be loaded.',
  devicesTitle: 'Your devices',
  devicesEmpty: 'No devices yet. Turn push on for this device, or sign in on the Expertos mobile app.',
  lastSeen: 'Last seen {when}',
  thisBrowser: 'This browser',
  platforms: { web: 'Browser', android: 'Android', ios: 'iPhone / iPad' },
  rename: 'Rename',
  renameOf: 'Rename {name}',
  nameLabel: 'Device name',
  save: 'Save',
  cancel: 'Cancel',
  remove: 'Remove',
  removeOf: 'Remove {name}',
  removeError: 'The device could not be removed.',
  renameError: 'The device could not be renamed.',
  test: 'Send me a test notification',
  testSent:
    '{count, plural, one {A test notification is on its way to your device.} other {A test notification is on its way to your # devices.}}',
  testError: 'The test notification could not be sent.',
  retry: 'Try again',
};

export const offline = {
  banner:
    "You're offline. What you see may be out of date, and changes can't be saved until you're back online.",
  back: "You're back online.",
  startTitle: "You're offline",
  startText: 'Expertos will open as soon as this device is back online.',
  retry: 'Try again',
};

/** The server asked the app to slow down (a rate limit): it carries on by itself. */
export const busy = {
  notice: 'Lots of requests at once — carrying on in a few seconds.',
};
