import type { onboarding as en } from '../../onboarding';
import type { Translated } from '../../translated';

/** The onboarding feature's texts (ui.onboarding). */
export const onboarding: Translated<typeof en> = {
  intro: 'Drei kurze Schritte, dann kann Ihr Team loslegen.',
  step: 'Schritt {step} von {total}',
  nextUp: 'Als Nächstes: Ihre erste Marke und die Browsererweiterung.',
  workspaceTitle: 'Workspace erstellen',
  workspaceText: 'Ein Workspace enthält Ihre Marken und Ihr Team. Sie werden sein Inhaber und Admin.',
  name: 'Name des Workspace',
  namePlaceholder: 'z. B. Acme Studio',
  industry: 'Branche',
  industryPlaceholder: 'Branche wählen',
  create: 'Workspace erstellen',
  created: 'Workspace {name} wurde erstellt.',
  brandTitle: 'Erste Marke hinzufügen',
  brandText:
    'Marken sind die Kunden oder Produkte, für die Sie Inhalte erstellen. Fügen Sie jetzt eine hinzu oder später im Dashboard.',
  addBrand: 'Erste Marke hinzufügen',
  extensionTitle: 'Browsererweiterung installieren',
  extensionNote:
    'Die Browsererweiterung ist noch nicht verfügbar. Sobald sie erscheint, richten Sie sie mit diesen Schritten ein.',
  extensionSteps: 'Installationsschritte',
  extensionStep1: 'Öffnen Sie die Seite der Erweiterung im Chrome Web Store.',
  extensionStep2: 'Klicken Sie auf „Zu Chrome hinzufügen“ und bestätigen Sie.',
  extensionStep3: 'Heften Sie die Erweiterung an die Symbolleiste des Browsers an.',
  extensionStep4: 'Melden Sie sich in der Erweiterung mit diesem Konto an.',
  toDashboard: 'Weiter zum Dashboard',
  continue: 'Weiter',
  signedOutTitle: 'Erstellen Sie zuerst Ihr Konto',
  signedOutText:
    'Ein Workspace gehört zu einem Konto. Erstellen Sie eines oder melden Sie sich an, dann kommen Sie direkt hierher zurück.',
  // A second visit by someone who already has a workspace (docs/product.md#workspaces-and-members).
  haveTitle:
    '{count, plural, one {Sie haben bereits einen Workspace} other {Sie haben bereits # Workspaces}}',
  haveText:
    'Wechseln Sie zu Ihrem Workspace oder erstellen Sie einen weiteren für ein separates Team. Ihre Marken und Tickets bleiben, wo sie sind.',
  open: '{name} öffnen',
  createAnother: 'Weiteren Workspace erstellen',
  backToMine: 'Zurück zu meinen Workspaces',
};
