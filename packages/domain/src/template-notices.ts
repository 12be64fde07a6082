import type { Language } from './languages';

/**
 * What making tickets from a template could not do as the template asked
 * (docs/product.md#templates): said with the ticket made, in the asker's language (the server
 * answers in the request's, as its errors).
 */
export const TEMPLATE_NOTICES = {
  assigneeGone:
    "The template's assignee can no longer work on this brand's tickets, so it was left unassigned.",
  noBrandAdmin: 'This brand has no admin who can take tickets, so it was left unassigned.',
  keyCaller: 'A workspace key cannot be given tickets, so it was left unassigned.',
} as const;
export type TemplateNotice = keyof typeof TEMPLATE_NOTICES;

const TEXTS: Record<Exclude<Language, 'en'>, Record<TemplateNotice, string>> = {
  de: {
    assigneeGone:
      'Die in der Vorlage zugewiesene Person kann nicht mehr an den Tickets dieser Marke arbeiten, daher blieb das Ticket ohne Zuweisung.',
    noBrandAdmin:
      'Diese Marke hat keine Admin-Person, die Tickets übernehmen kann, daher blieb das Ticket ohne Zuweisung.',
    keyCaller:
      'Einem Workspace-Schlüssel können keine Tickets zugewiesen werden, daher blieb das Ticket ohne Zuweisung.',
  },
  es: {
    assigneeGone:
      'La persona asignada en la plantilla ya no puede trabajar en los tickets de esta marca, así que quedó sin asignar.',
    noBrandAdmin:
      'Esta marca no tiene ninguna persona administradora que pueda recibir tickets, así que quedó sin asignar.',
    keyCaller:
      'A una clave del espacio de trabajo no se le pueden asignar tickets, así que quedó sin asignar.',
  },
  fr: {
    assigneeGone:
      'La personne assignée par le modèle ne peut plus travailler sur les tickets de cette marque : le ticket reste sans assignation.',
    noBrandAdmin:
      'Cette marque n’a aucun admin pouvant prendre des tickets : le ticket reste sans assignation.',
    keyCaller:
      'Une clé d’espace de travail ne peut pas recevoir de tickets : le ticket reste sans assignation.',
  },
  'pt-BR': {
    assigneeGone:
      'A pessoa atribuída no modelo não pode mais trabalhar nos tickets desta marca, então ele ficou sem responsável.',
    noBrandAdmin: 'Esta marca não tem admin que possa receber tickets, então ele ficou sem responsável.',
    keyCaller: 'Uma chave do workspace não pode receber tickets, então ele ficou sem responsável.',
  },
};

const KEY_OF = new Map(
  (Object.keys(TEMPLATE_NOTICES) as TemplateNotice[]).map((key) => [TEMPLATE_NOTICES[key] as string, key]),
);

/** A notice (its English text) in a language; a text that is no notice stays as it is. */
export function templateNoticeIn(notice: string, language: Language): string {
  const key = KEY_OF.get(notice);
  return key && language !== 'en' ? TEXTS[language][key] : notice;
}
