import type { oauth as en } from '../../oauth';
import type { Translated } from '../../translated';

/** OAuth consent and connected apps (ui.oauth; docs/product.md#mcp). */
export const oauth: Translated<typeof en> = {
  title: '{client} erlauben, Ihr Konto zu verwenden?',
  intro:
    '{client} ist eine App, etwa ein KI-Assistent, die über den MCP-Server mit Ihren Tickets und Marken arbeiten möchte. Sie handelt in Ihrem Namen und tut nie mehr, als Sie dürfen.',
  returnTo: 'Nach Ihrer Antwort kehren Sie zu {target} zurück.',
  signedInAs: 'Angemeldet als {email}',
  access: 'Was sie darf',
  accessHint: 'Die App hat diese Rechte angefragt. Schreiben erlaubt auch das Lesen.',
  brands: 'Marken',
  brandsHint: 'Leer lassen für alle Marken, die Sie sehen können – jetzt und künftig.',
  allBrands: 'Alle Marken, die Sie sehen können',
  allow: 'Erlauben',
  deny: 'Ablehnen',
  accessRequired: 'Erlauben Sie mindestens eine Art von Zugriff oder lehnen Sie ab.',
  invalidTitle: 'Diese Anfrage kann nicht beantwortet werden',
  invalidText: 'Beginnen Sie erneut in der App, die Sie hierher geschickt hat.',
  missing: 'Dem Link fehlt etwas, das eine App mitsendet: {field}.',
  leaving: 'Zurück zur App …',
  loadError: 'Diese Anfrage konnte nicht gelesen werden.',
  appsTitle: 'Verbundene Apps',
  appsIntro:
    'Apps, die Sie über OAuth zugelassen haben, etwa KI-Assistenten auf dem MCP-Server. Jede handelt in Ihrem Namen im Rahmen dessen, was Sie erlaubt haben; trennen Sie eine, hört sie sofort auf.',
  appsEmpty: 'Keine Apps verbunden.',
  appsLabel: 'Ihre verbundenen Apps',
  appsLoadError: 'Ihre verbundenen Apps konnten nicht geladen werden.',
  connected: 'Verbunden am {date}',
  disconnect: 'Trennen',
  disconnectNamed: '{name} trennen',
  disconnectTitle: '„{name}“ trennen?',
  disconnectMessage: 'Die App funktioniert sofort nicht mehr und muss Sie erneut fragen.',
  disconnected: 'Die App ist getrennt.',
};
