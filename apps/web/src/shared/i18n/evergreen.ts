import { EVERGREEN_FILL_DAYS } from '@expertos/domain/evergreen';
import { LIMITS } from '@expertos/domain/limits';

/**
 * English texts of the evergreen queue (t('ui.evergreen.…'); docs/product.md#evergreen): the
 * brand's Evergreen page (its settings, "Fill empty slots now", its posts) and a post's Evergreen
 * section in the ticket. A lazy part (lazy-texts.ts): a file showing these imports
 * `@/shared/i18n/parts/evergreen`.
 */
export const evergreen = {
  title: 'Evergreen posts',
  subtitle: 'Posts of {brand} that come back when its queue has an empty slot',
  loadingBrand: 'Loading the brand',
  loadError: 'The evergreen posts could not be loaded.',
  forTeam: {
    title: 'For the brand’s team',
    text: 'Evergreen posts are chosen by the people who work on the brand’s tickets.',
  },
  empty: {
    title: 'No evergreen posts yet',
    text: 'Open a post that is out (Published or Posted) and choose “Mark evergreen” in its Evergreen section. It then comes back as a new draft when the queue has an empty slot.',
  },
  settings: {
    title: 'Settings',
    intro: 'How every evergreen post of the brand comes back.',
    readOnly: 'Only the brand’s admins change these.',
    cooldown: 'Days between returns',
    cooldownHint: `Counted from the last time a post came back, or was marked. 1 to ${LIMITS.evergreenMaxCooldownDays}.`,
    maxRepeats: 'Most returns',
    maxRepeatsHint: `How many times one post comes back at most. 1 to ${LIMITS.evergreenMaxRepeats}.`,
    approvalAgain: 'Copies wait for approval again',
    approvalAgainHint: 'Even though the brand does not require approval.',
    approvalRequired: 'This brand requires approval: its copies always wait for it.',
    paused: 'Pause all',
    pausedHint: 'No post comes back while this is on.',
    save: 'Save settings',
    saved: 'Evergreen settings saved.',
    failed: 'The settings could not be saved: {reason}',
  },
  fill: {
    button: 'Fill empty slots now',
    made: `{count, plural, one {# copy made for an empty slot of the next ${EVERGREEN_FILL_DAYS} days.} other {# copies made for empty slots of the next ${EVERGREEN_FILL_DAYS} days.}}`,
    noSlot: `No copy made: no queue slot is free in the next ${EVERGREEN_FILL_DAYS} days.`,
    noneEligible: 'No copy made: no post may come back yet.',
    noneEligibleUntil: 'No copy made: no post may come back before {date}.',
    paused: 'No copy made: evergreen posts are paused for this brand.',
    failed: 'The empty slots could not be filled: {reason}',
  },
  list: {
    label: 'Evergreen posts',
    cameBack: 'Came back {count} of {max}',
    lastRecycled: 'Last came back {date}',
    notYet: 'Not back yet',
    next: 'May come back from {date}',
    done: 'Done: it came back as often as it may',
    paused: 'Paused',
    pausedName: 'Paused: {name}',
    unmark: 'Unmark',
    unmarkLabel: 'Unmark {name}',
    unmarkTitle: 'Unmark “{name}”?',
    unmarkText: 'It comes back no more. The copies already made stay as tickets.',
    unmarked: 'No longer evergreen.',
    pausedDone: 'Paused: it does not come back for now.',
    resumed: 'Resumed.',
    failed: 'The post could not be changed: {reason}',
  },
  ticket: {
    title: 'Evergreen',
    intro: 'Bring this post back as a new draft when the brand’s queue has an empty slot.',
    mark: 'Mark evergreen',
    marked: 'Marked evergreen.',
    markFailed: 'It could not be marked: {reason}',
    status: 'Came back {count} of {max} · next from {date}',
    statusDone: 'Came back {count} of {max} · done',
    pausedNote: 'Paused: it does not come back for now.',
    pause: 'Pause',
    resume: 'Resume',
    variant: 'Text for its returns',
    variantHint: 'Leave it empty to use the caption.',
    saveVariant: 'Save text',
    variantSaved: 'Text for its returns saved.',
    /** `<0>#{id} {summary}</0>` is the link to the original post, showing its number and summary. */
    copyOf: 'Recycled {position} of {max} from <0>#{id} {summary}</0>',
    openPage: 'All evergreen posts',
    loadError: 'Its evergreen state could not be loaded.',
    rewrite: 'Rewrite with AI',
    rewriteIntro:
      'Networks refuse a text that already went out: the assistant says it again in new words, in the brand’s voice.',
    rewriteNoCaption: 'The caption is empty: there is nothing to rewrite yet.',
    rewriting: 'The assistant is writing the new text…',
    rewritten: 'Rewritten with AI.',
    rewriteUndo: 'Take the old text back',
    rewriteRestored: 'The old text is back.',
    rewriteFailed: 'The text could not be rewritten: {reason}',
    rewriteUndoFailed: 'The old text could not be put back: {reason}',
  },
} as const;
