import type { brandCheck as en } from '../../brand-check';
import type { Translated } from '../../translated';

/** The brand check of a post (ui.brandCheck), in Brazilian Portuguese. */
export const brandCheck: Translated<typeof en> = {
  title: 'Verificação da marca',
  intro:
    'Confere a legenda com as regras de conteúdo fora da marca, os limites da plataforma e a pauta semanal desta semana.',
  run: 'Verificar regras da marca',
  again: 'Verificar de novo',
  checking: 'Verificando…',
  clean: 'Nada encontrado: o post segue as regras da marca.',
  found: '{count, plural, one {# ponto encontrado} other {# pontos encontrados}}',
  loadError: 'Não foi possível fazer a verificação da marca.',
  captionLabel: 'A legenda verificada, com os pontos encontrados marcados',
  forApproval: 'Aguardando aprovação: verificado com as regras da marca para quem for aprovar.',
  aiRun: 'Verificar voz e pilar com IA',
  aiTitle: 'Voz e pilar (IA)',
  voice: 'Voz: “{phrase}” — {note}',
  voiceClean: 'Nada na legenda destoa da voz da marca.',
  pillar: 'Combina com o pilar “{pillar}” — {note}',
  noPillar: 'Não combina com nenhum pilar da marca — {note}',
  toFeedback: 'Adicionar ao feedback',
  inFeedback: 'No feedback',
  feedbackNote: 'Da verificação da marca de um post: {finding}',
  feedbackAdded: 'Adicionado ao feedback da marca.',
  findings: {
    off_brand: 'Fora da marca: “{phrase}” (regra: {rule})',
    caption_length: '{length} caracteres: o {platform} aceita {limit}. O trecho além do limite está marcado.',
    hashtags: '{count} hashtags: o {platform} aceita {limit}. A primeira que passa do limite está marcada.',
    slate:
      'Esta semana já tem {planned} de {target} posts de {purpose}, enquanto ainda faltam posts de {short}.',
    credit: 'Falta o crédito: “{asset}” da biblioteca pede “{credit}” na legenda.',
  },
  purposes: {
    growth: 'crescimento',
    trust_building: 'construção de confiança',
    sales_promotion: 'promoção de vendas',
  },
};
