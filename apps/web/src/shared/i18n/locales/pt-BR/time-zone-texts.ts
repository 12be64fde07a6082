import type { timeZone as en } from '../../time-zone-texts';
import type { Translated } from '../../translated';

/** The time zone choice's texts (ui.timeZone). */
export const timeZone: Translated<typeof en> = {
  title: 'Fuso horário',
  intro: 'Seus dias e horários são contados nele: prazos, “esta semana”, o relatório de horas.',
  label: 'Fuso horário',
  placeholder: 'Busque uma cidade ou fuso',
  nothingFound: 'Nenhum fuso com esse nome',
  browser: 'Seu navegador está em {zone}.',
  useBrowser: 'Usar o do meu navegador',
  saved: 'Seu fuso horário agora é {zone}.',
  bannerText: 'O relógio do seu computador está em {browser}, seu perfil em {profile}.',
  bannerSwitch: 'Mudar para {browser}',
  bannerKeep: 'Manter {profile}',
  bannerLabel: 'Fuso horário',
};
