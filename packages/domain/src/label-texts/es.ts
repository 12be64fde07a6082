import { EXTENSION_SNOOZE_MINUTES } from '../extension';
import type { LabelTexts } from './types';

/** The domain's labels in Spanish (en.ts is the English). */
export const labelTexts: LabelTexts = {
  statuses: {
    draft: 'Borrador',
    todo: 'Por hacer',
    in_progress: 'En curso',
    needs_approval: 'Pendiente de aprobación',
    approved: 'Aprobado',
    in_review: 'En revisión',
    paused: 'En pausa',
    blocked: 'Bloqueado',
    will_not_do: 'No se hará',
    done: 'Hecho',
    published: 'Publicado',
    posted: 'Publicado en redes',
    rejected: 'Rechazado',
  },
  priorities: {
    '0': 'Baja',
    '1': 'Normal',
    '2': 'Alta',
    '3': 'Urgente',
  },
  types: {
    task: 'Tarea',
    post: 'Publicación',
    estimate: 'Presupuesto',
    reminder: 'Recordatorio',
    call_notes: 'Notas de llamada',
    design: 'Diseño',
  },
  formats: {
    reel: 'Reel',
    story: 'Historia',
    carousel: 'Carrusel',
    image: 'Imagen',
    short: 'Short',
    long_video: 'Vídeo largo',
    live: 'Directo',
    article: 'Artículo',
    thread: 'Hilo',
  },
  purposes: {
    growth: 'Crecimiento',
    trust_building: 'Generar confianza',
    sales_promotion: 'Promoción de ventas',
  },
  difficulties: {
    easy: 'Fácil',
    medium: 'Media',
    hard: 'Difícil',
  },
  captureSources: {
    screen: 'Pantalla completa',
    tab: 'Pestaña del navegador',
    window: 'Ventana',
  },
  disableOptions: {
    '30_minutes': `Durante ${EXTENSION_SNOOZE_MINUTES} minutos`,
    this_website: 'En este sitio web',
    forever: 'Para siempre',
  },
  assetKinds: {
    image: 'Imagen',
    video: 'Vídeo',
    audio: 'Audio',
    pdf: 'PDF',
    document: 'Documento',
    other: 'Otro archivo',
  },
  calendarEvents: {
    due_date: 'Vence',
    film_date: 'Rodaje',
    posted_date: 'Publicación',
    remind_at: 'Recordatorio',
  },
};
