import type { Translated } from '../../translated';
import type { tryTexts as en } from '../../try';

/** The public brand-profile builder's texts (ui.try; docs/product.md#try). */
export const tryTexts: Translated<typeof en> = {
  intro:
    'Sehen Sie Ihre Marke in einer Minute schwarz auf weiß: eine Stimme, drei Content-Säulen und die Zielgruppe, für die Sie schreiben. Kein Konto nötig.',
  brandName: 'Name der Marke',
  brandNamePlaceholder: 'z. B. Leaf & Co',
  handle: 'Handle',
  handleHint: 'Optional: das Handle auf Instagram oder TikTok.',
  handlePlaceholder: '@leafco',
  captions: 'Einige Ihrer Beiträge',
  captionsHint:
    'Fügen Sie bis zu {max} Beitragstexte ein: Der Entwurf beruht darauf, wie Sie wirklich schreiben.',
  caption: 'Beitrag {n}',
  captionPlaceholder: 'Beitragstext so einfügen, wie er veröffentlicht wurde',
  addCaption: 'Beitrag hinzufügen',
  removeCaption: 'Beitrag {n} entfernen',
  submit: 'Meine Marke entwerfen',
  drafting: 'Wird entworfen …',
  nameRequired: 'Geben Sie den Namen der Marke an.',
  handleInvalid: 'Ein Handle besteht nur aus Buchstaben, Ziffern, Punkten und Unterstrichen.',
  resultTitle: 'Ein erster Entwurf von {name}',
  sourceAi: 'Von KI entworfen aus Ihren Angaben.',
  sourceTemplate: 'Nach Regeln entworfen aus Ihren Angaben: eine Vorlage, die Sie anpassen können.',
  voice: 'Stimme',
  tone: 'Tonalität',
  doSay: 'Sagt',
  dontSay: 'Vermeidet',
  pillars: 'Content-Säulen',
  audience: 'Zielgruppe',
  interests: 'Interessen',
  keepsUntil: 'Wir bewahren diesen Entwurf bis {time} auf, wenn Sie sich nicht registrieren.',
  next: 'Behalten: nächste Schritte',
  startOver: 'Neu beginnen',
  nextIntro: 'Ihr Entwurf wartet. Drei Schritte, und er ist das Profil Ihrer Marke.',
  stepSignUp: 'Erstellen Sie Ihr Konto: {days} Tage kostenlos, ohne Karte.',
  stepWorkspace: 'Geben Sie dem Workspace Ihres Teams einen Namen.',
  stepBrand: 'Fügen Sie {name} als erste Marke hinzu: Stimme, Säulen und Zielgruppe kommen in ihr Profil.',
  signUp: 'Mein Konto erstellen',
  signIn: 'Ich habe ein Konto',
  signedInAdd: '{name} als Marke hinzufügen',
  noDraft:
    'Hier gibt es keinen Entwurf: Er ist nach 24 Stunden abgelaufen, wurde bereits einer Marke hinzugefügt oder auf einem anderen Gerät erstellt.',
  makeOne: 'Entwurf erstellen',
  loadingDraft: 'Ihr Entwurf wird geladen …',
  carryTitle: 'Ihr Entwurf von /try',
  carryText:
    'Stimme, Säulen und Zielgruppe, die für {name} entworfen wurden, werden dieser Marke hinzugefügt.',
  carryDrop: 'Nicht hinzufügen',
  carried: 'Der Entwurf von /try ist im Profil von {name}: eine Stimme, Säulen und eine Zielgruppe.',
  carryFailed: 'Der Entwurf von /try konnte nicht hinzugefügt werden: {reason}',
};

// Under its ui key too, which the part loader reads it by (language.ts); `try` is a keyword, hence two names.
export { tryTexts as try };
