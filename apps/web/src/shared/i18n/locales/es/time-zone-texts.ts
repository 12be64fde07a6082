import type { timeZone as en } from '../../time-zone-texts';
import type { Translated } from '../../translated';

/** The time zone choice's texts (ui.timeZone). */
export const timeZone: Translated<typeof en> = {
  title: 'Zona horaria',
  intro: 'Tus días y horas se cuentan en ella: fechas de entrega, «esta semana», el informe de tiempo.',
  label: 'Zona horaria',
  placeholder: 'Busca una ciudad o zona',
  nothingFound: 'Ninguna zona con ese nombre',
  browser: 'Tu navegador está en {zone}.',
  useBrowser: 'Usar la de mi navegador',
  saved: 'Tu zona horaria ahora es {zone}.',
  bannerText: 'El reloj de tu equipo está en {browser}, tu perfil en {profile}.',
  bannerSwitch: 'Cambiar a {browser}',
  bannerKeep: 'Mantener {profile}',
  bannerLabel: 'Zona horaria',
};
