import { CAPTURE_SOURCE_LABELS, EXTENSION_DISABLE_LABELS } from '@expertos/domain/extension';
import { ASSET_KIND_LABELS } from '@expertos/domain/label-texts/en';
import { PRIORITY_LABELS, TICKET_TYPE_LABELS } from '@expertos/domain/tickets';

/**
 * The extension's texts in English, the source of every other language (docs/translating.md,
 * "Extension"). One catalogue per language serves both the manifest (generated into
 * `_locales/<lang>/messages.json`) and the pages' own lookup in the app's language. Arguments
 * are `{name}`; a count's texts are an object of CLDR plural forms (`one`, `other`, …). Labels
 * the domain already names come from it.
 */
export const en = {
  /** The manifest's texts (`__MSG_manifest_…__`), in the browser's language. */
  manifest: {
    name: 'Expertos',
    description: 'Capture any page, selection or screen recording into a ticket.',
    actionTitle: 'Expertos',
  },
  /** The tab titles of the extension's pages. */
  titles: {
    popup: 'Expertos',
    options: 'Expertos options',
    record: 'Expertos recorder',
    devtools: 'Expertos bug ticket',
    empty: 'Expertos',
  },
  common: {
    loading: 'Loading',
    loadingBrands: 'Loading brands',
    /** A label and its value; the language's own spacing around the colon. */
    labelled: '{label}: {value}',
    ticketCreated: 'Ticket #{id} created',
    openInApp: 'Open it in Expertos',
    summary: 'Summary',
    chooseBrand: 'Choose a brand.',
    /** A ticket's reference: the page it was made from. */
    source: 'Source: {url}',
    sourceWithTitle: 'Source: {title} — {url}',
  },
  brand: {
    label: 'Brand',
    defaultLabel: 'Default brand',
    placeholder: 'Choose a brand',
    nothingFound: 'No brand of that name',
  },
  signIn: {
    intro: 'Sign in to Expertos to make tickets and recordings from here.',
    button: 'Sign in',
    already: 'Already signed in? Open the app once: it connects the extension.',
    checkAgain: 'Check again',
  },
  popup: {
    title: 'New ticket',
    record: 'Record',
    options: 'Options',
  },
  newTicket: {
    formLabel: 'New ticket',
    type: 'Type',
    priority: 'Priority',
    dueDate: 'Due date',
    reference: 'Reference',
    screenshotAlt: 'Screenshot of the tab',
    attachScreenshot: 'Attach the screenshot',
    noScreenshot: 'No screenshot of this tab (the browser does not allow one here).',
    fromLibrary: 'From library',
    fromLibraryCount: 'From library ({count})',
    create: 'Create ticket',
    types: { ...TICKET_TYPE_LABELS },
    priorities: { ...PRIORITY_LABELS },
  },
  ticketCreated: {
    withAssets: {
      one: 'With {count} asset from the library.',
      other: 'With {count} assets from the library.',
    },
    notAllAdded: 'Not everything was added',
    problem: '{problem} Open the ticket to add it there.',
  },
  library: {
    groupLabel: 'From library',
    search: 'Search the library',
    searchPlaceholder: 'Name, tag, credit…',
    folder: 'Folder',
    allFolders: 'All folders',
    noFolder: 'In no folder',
    readError: 'The library could not be read: {reason}',
    loading: 'Loading the library…',
    noMatch: 'Nothing here matches.',
    empty: 'This brand’s library is empty.',
    assets: 'Library assets',
    atMost: 'At most {max} at once.',
    loadMore: 'Load more',
    noneChosen: 'None chosen.',
    chosen: { one: '{count} chosen: {names}', other: '{count} chosen: {names}' },
    archived: 'Archived.',
    rightsEnded: 'Rights ended {date}.',
    licenceExcludes: 'Its licence does not allow {network}.',
    rightsUnknown: 'Rights unknown.',
    todayOnly: 'Usable today only.',
    usableUntil: {
      one: 'Usable until {date} ({count} day left).',
      other: 'Usable until {date} ({count} days left).',
    },
    kinds: { ...ASSET_KIND_LABELS },
  },
  imageSave: {
    menuTitle: 'Save image to the asset library',
    saved: 'Image saved',
    notSaved: 'Image not saved',
    dismiss: 'Dismiss',
    stored: 'Saved “{name}” to the library of {brand}.',
    duplicate: 'This image is already in the library of {brand}, as “{name}”.',
    noBrand: 'Choose a default brand in the extension’s options: saved images go to its library.',
    notSavable:
      'This image has no web address of its own (it lives only in the page), so it cannot be saved from here.',
    failed: 'The image was not saved: {reason}',
  },
  selection: {
    /** The button beside selected text, and the context menu item on a selection. */
    createTicket: 'Create ticket',
  },
  switchOff: {
    label: 'Switch off',
    prefix: 'Switch off:',
    options: { ...EXTENSION_DISABLE_LABELS },
    switchedOff: 'Switched off.',
    switchedOffOn: 'Switched off on {site}.',
    switchOn: 'Switch on',
  },
  options: {
    title: 'Expertos options',
    recordFrom: 'Record from',
    camera: 'Camera',
    cameraPlaceholder: 'The system’s camera',
    /** A camera the browser names not yet (before it was first allowed). */
    cameraNumber: 'Camera {number}',
    showBubble: 'Show the camera bubble',
    recordMicrophone: 'Record the microphone',
    autoRecord: 'Start recording when the record page opens',
    saved: 'Saved.',
    version: 'Extension version {version}.',
    selectionButton: 'Selection button',
    offEverywhere: 'Switched off everywhere.',
    offUntil: 'Switched off until {time}.',
    offered: 'Offered when you select text on a page.',
    /** `count`: EXTENSION_SNOOZE_MINUTES. */
    snooze: { one: 'Switch off for {count} minute', other: 'Switch off for {count} minutes' },
    forever: 'Switch off forever',
    switchOffThere: 'Switch off there',
  },
  record: {
    title: 'Record your screen',
    stop: 'Stop recording',
    target: 'Ticket',
    newTicket: 'New ticket',
    existingTicket: 'Existing ticket',
    defaultSummary: 'Screen recording',
    ticketLink: 'Ticket link',
    ticketLinkPlaceholder: 'Paste the ticket’s address from Expertos',
    recordFrom: 'Record from',
    sources: { ...CAPTURE_SOURCE_LABELS },
    microphone: 'Microphone',
    cameraBubble: 'Camera bubble',
    start: 'Start recording',
    pasteLink: 'Paste the link of the ticket.',
    giveSummary: 'Give the new ticket a summary.',
    timer: 'Recording {time}',
  },
  recordings: {
    title: 'Recordings in this browser',
    cardLabel: 'Recording of {date}',
    untitled: 'Recording',
    states: {
      empty: 'Nothing recorded',
      'recording-cut': 'Cut short (the browser closed while recording)',
      'upload-pending': 'Not uploaded yet',
      uploaded: 'Uploaded',
    },
    recording: 'Recording',
    uploading: 'Uploading',
    paused: 'Upload paused',
    progress: 'Upload progress',
    watch: 'Watch the recording',
    resume: 'Resume upload',
    upload: 'Upload',
    remove: 'Remove from this list',
    discard: 'Discard',
    waiting: {
      one: 'A recording waits to be uploaded',
      other: '{count} recordings wait to be uploaded',
    },
    openRecorder: 'Open the recorder',
  },
  /** What the offscreen recorder reports; the pages show it in their language. */
  offscreen: {
    alreadyRecording: 'A recording is already under way.',
    noUploadAddress: 'The server gave the upload no address.',
  },
  devtools: {
    title: 'Bug ticket',
    readAgain: 'Read the page again',
    openFromDevtools: 'Open this panel from the developer tools of the page with the bug.',
    readFailed: 'The page could not be read.',
    bugOn: 'Bug on {path}',
    bug: 'Bug',
    report: 'What the page reported',
    create: 'Create bug ticket',
    reportPage: 'Page: {url}',
    reportConsole: 'Console errors ({count}):',
    reportRequests: 'Failed requests ({count}):',
    reportNone: 'none',
    reportMore: '…and {count} more',
    reportNoAnswer: 'no answer',
  },
  empty: {
    title: 'Nothing here',
    text: 'There is nothing to show on this page. Record your screen, or go to your tickets in Expertos.',
    record: 'Record your screen',
    open: 'Open Expertos',
  },
} as const;

export type English = typeof en;
