import type { autosave as en } from '../../autosave';
import type { Translated } from '../../translated';

/** Texts of fields that save themselves and of edit conflicts (ui.autosave), in Brazilian Portuguese. */
export const autosave: Translated<typeof en> = {
  saving: 'Salvando…',
  saved: 'Salvo',
  failed: 'Não salvo: {reason} Seu texto fica guardado neste dispositivo.',
  retry: 'Tentar de novo',
  conflict: {
    title: 'Outra pessoa alterou “{field}” enquanto você editava.',
    theirs: 'Versão da outra pessoa',
    mine: 'Sua versão',
    empty: '(vazio)',
    keepMine: 'Manter a minha',
    useTheirs: 'Usar a dela',
    keepBoth: 'Manter as duas',
    keepBothHint: 'Manter as duas coloca o texto da outra pessoa primeiro e o seu depois.',
  },
  leave: 'Algumas alterações suas ainda não foram salvas. Sair mesmo assim?',
};
