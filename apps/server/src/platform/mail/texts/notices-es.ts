import { longDay } from './dates.js';
import type { NoticeTexts } from './notices-en.js';

const OUTCOMES: Record<string, string> = {
  approved: 'Aprobada',
  in_review: 'Se pidieron cambios',
  rejected: 'Rechazada',
};
const day = longDay('es');

/** Spanish (tú), drafted from the English (docs/translating.md), awaiting a fluent speaker’s review. */
export const noticesEs: NoticeTexts = {
  push: {
    someone: 'Alguien',
    aTask: 'una tarea',
    kinds: {
      mention: ({ actor, title, excerpt }) => ({
        title: `${actor} te mencionó`,
        body: excerpt ? `${title}: ${excerpt}` : title,
      }),
      assigned: ({ actor, title }) => ({ title: `${actor} te asignó una tarea`, body: title }),
      status_changed: ({ title, statusLabel }) => ({
        title: `${title} cambió de estado`,
        body: statusLabel ? `Ahora: ${statusLabel}` : 'Tiene un estado nuevo',
      }),
      reminder: ({ title }) => ({ title: 'Recordatorio', body: title }),
      comment: ({ actor, title, excerpt }) => ({ title: `${actor} comentó en ${title}`, body: excerpt }),
      post_failed: ({ title, excerpt }) => ({ title: `No se publicó: ${title}`, body: excerpt }),
      post_ready: ({ title, excerpt }) => ({
        title: 'Lista para publicar',
        body: excerpt ? `${title} en ${excerpt}` : title,
      }),
      channel_reconnect: ({ excerpt }) => ({
        title: 'Vuelve a conectar un canal de publicación',
        body: excerpt,
      }),
      weekly_review: ({ excerpt }) => ({ title: 'Tu revisión semanal está lista', body: excerpt }),
      approval_requested: ({ title }) => ({ title: 'Se pide tu aprobación', body: title }),
      approval_reminder: ({ title, excerpt }) => ({ title: `Espera tu aprobación: ${title}`, body: excerpt }),
      approval_decided: ({ title, excerpt, status }) => ({
        title: `${(status && OUTCOMES[status]) || 'Se aprobó un paso'}: ${title}`,
        body: excerpt,
      }),
      approval_expired: ({ title }) => ({
        title: `Aprobación caducada: ${title}`,
        body: 'Vuelve a estar en revisión: pide la aprobación de nuevo cuando esté lista.',
      }),
      client_commented: ({ title, excerpt }) => ({ title: `Un cliente comentó en ${title}`, body: excerpt }),
      asset_rights_ending: ({ title, excerpt }) => ({
        title: `Terminan los derechos de un recurso: ${title}`,
        body: excerpt,
      }),
    },
    test: { title: 'Notificación de prueba', body: 'Las notificaciones push funcionan en este dispositivo.' },
  },
  devices: {
    apple: 'iPhone o iPad',
    android: 'Teléfono Android',
    unknown: 'Dispositivo desconocido',
    program: 'Un programa',
    on: (browser: string, system: string) => `${browser} en ${system}`,
  },
  excerpts: {
    notPublished: 'no se publicó',
    assetRights: ({ name, network, lastDay, daysLeft }) => {
      if (lastDay === null) return `Su licencia no permite publicar «${name}» en ${network}: sustitúyelo.`;
      if (daysLeft <= 0) return `«${name}» solo puede usarse hasta hoy: sustitúyelo o amplía sus derechos.`;
      return `«${name}» puede usarse hasta el ${day(lastDay)} (${daysLeft} ${daysLeft === 1 ? 'día' : 'días'}): sustitúyelo o amplía sus derechos.`;
    },
  },
};
