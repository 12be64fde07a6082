import { EXTENSION_SNOOZE_MINUTES } from '../extension';
import type { LabelTexts } from './types';

/** The domain's labels in Brazilian Portuguese (en.ts is the English). */
export const labelTexts: LabelTexts = {
  statuses: {
    draft: 'Rascunho',
    todo: 'A fazer',
    in_progress: 'Em andamento',
    needs_approval: 'Aguardando aprovação',
    approved: 'Aprovado',
    in_review: 'Em revisão',
    paused: 'Pausado',
    blocked: 'Bloqueado',
    will_not_do: 'Não será feito',
    done: 'Concluído',
    published: 'Publicado',
    posted: 'Postado',
    rejected: 'Rejeitado',
  },
  priorities: {
    '0': 'Baixa',
    '1': 'Normal',
    '2': 'Alta',
    '3': 'Urgente',
  },
  types: {
    task: 'Tarefa',
    post: 'Post',
    estimate: 'Orçamento',
    reminder: 'Lembrete',
    call_notes: 'Notas de chamada',
    design: 'Design',
  },
  formats: {
    reel: 'Reel',
    story: 'Story',
    carousel: 'Carrossel',
    image: 'Imagem',
    short: 'Short',
    long_video: 'Vídeo longo',
    live: 'Live',
    article: 'Artigo',
    thread: 'Thread',
  },
  purposes: {
    growth: 'Crescimento',
    trust_building: 'Construção de confiança',
    sales_promotion: 'Promoção de vendas',
  },
  difficulties: {
    easy: 'Fácil',
    medium: 'Média',
    hard: 'Difícil',
  },
  captureSources: {
    screen: 'Tela inteira',
    tab: 'Aba do navegador',
    window: 'Janela',
  },
  disableOptions: {
    '30_minutes': `Por ${EXTENSION_SNOOZE_MINUTES} minutos`,
    this_website: 'Neste site',
    forever: 'Para sempre',
  },
  assetKinds: {
    image: 'Imagem',
    video: 'Vídeo',
    audio: 'Áudio',
    pdf: 'PDF',
    document: 'Documento',
    other: 'Outro arquivo',
  },
  calendarEvents: {
    due_date: 'Prazo',
    film_date: 'Gravação',
    posted_date: 'Post',
    remind_at: 'Lembrete',
  },
};
