/** Texts of fields that save themselves and of edit conflicts (ui.autosave). */
export const autosave = {
  saving: 'Saving…',
  saved: 'Saved',
  failed: 'Not saved: {reason} Your text is kept on this device.',
  retry: 'Try again',
  conflict: {
    title: 'Someone else changed “{field}” while you were editing it.',
    theirs: 'Their version',
    mine: 'Your version',
    empty: '(empty)',
    keepMine: 'Keep mine',
    useTheirs: 'Use theirs',
    keepBoth: 'Keep both',
    keepBothHint: 'Keep both puts their text first and yours after it.',
  },
  leave: 'Some of your changes are not saved yet. Leave anyway?',
} as const;
