import type {
  chunkError as enChunkError,
  confirmTexts as enConfirmTexts,
  limits as enLimits,
  mayNot as enMayNot,
  shareLink as enShareLink,
} from '../../first-week';
import type { Translated } from '../../translated';

/** Destructive confirmations (ui.confirm), added for the first-week rough edges (issue 15). */
export const confirmTexts: Translated<typeof enConfirmTexts> = {
  /** The label of the field a destructive confirmation asks to type the thing's name into. */
  typeName: 'Geben Sie {name} zur Bestätigung ein',
  typeNameHint: 'So stellen Sie sicher, dass Sie das Richtige löschen.',
  // Action labels of destructive confirmations that had only a generic "Remove" or "Ok".
  removeMember: 'Aus dem Workspace entfernen',
  removeFromBrand: 'Aus der Marke entfernen',
  deleteComment: 'Kommentar löschen',
  deleteWorkspaceTitle: 'Workspace {name} löschen?',
};

/** A share link the server does not know (unknown, or sharing was stopped): docs/product.md#share-links. */
export const shareLink: Translated<typeof enShareLink> = {
  invalidTitle: 'Dieser Link funktioniert nicht',
  invalidText:
    'Der Freigabelink ist ungültig oder wurde widerrufen. Bitten Sie die Person, die ihn Ihnen geschickt hat, um einen neuen Link.',
  retry: 'Erneut versuchen',
  failedText:
    'Das geteilte Ticket konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  memberHint: 'Gehören Sie zum Team, dem dieses Ticket gehört?',
  memberSignIn: 'Anmelden',
};

/** Lazy code still missing after the retries and one reload (docs/product.md#deploys). */
export const chunkError: Translated<typeof enChunkError> = {
  title: 'Dieser Teil der App konnte nicht geladen werden',
  text: 'Vielleicht ist die Verbindung abgebrochen oder eine neue Version der App ist erschienen. Laden Sie neu, um fortzufahren.',
};

/** Forms a person may not submit say so before they are filled (docs/product.md#roles-and-access). */
export const mayNot: Translated<typeof enMayNot> = {
  inviteTitle: 'Nur Workspace-Admins können Personen einladen',
  inviteText:
    'Bitten Sie einen Admin dieses Workspace, die Einladung zu senden oder Sie zum Admin zu machen.',
};

/** Length limits of fields and lists (ui.limits). */
export const limits: Translated<typeof enLimits> = {
  /** Shown from 80 % of a field's limit. */
  counter: '{count} / {max}',
  counterLabel: '{count} von {max} Zeichen verwendet',
  atLimit: 'Das ist die Grenze: {max} Zeichen.',
  over: '{count, plural, one {# Zeichen zu viel: höchstens {max}.} other {# Zeichen zu viel: höchstens {max}.}}',
  itemsCounter: '{count} von {max} {what}',
  itemsFull: 'Höchstens {max} {what}: Entfernen Sie einen Eintrag, um einen weiteren hinzuzufügen.',
  tags: 'Tags',
};
