import type { Translated } from '../../translated';
import type { workspace as en } from '../../workspaces';

/** The workspaces feature's texts (ui.workspace), in Brazilian Portuguese: switcher, settings, storage. */
export const workspace: Translated<typeof en> = {
  loading: 'Carregando seu espaço de trabalho…',
  loadError: 'Não foi possível carregar seus espaços de trabalho.',
  switcher: 'Trocar de espaço de trabalho',
  listLabel: 'Espaços de trabalho',
  create: 'Criar espaço de trabalho',
  current: 'Espaço de trabalho atual',
  settings: 'Configurações do espaço de trabalho',
  rename: 'Salvar nome',
  renamed: 'O espaço de trabalho foi renomeado.',
  deleteHeading: 'Excluir este espaço de trabalho',
  deleteText:
    'As marcas, os tickets e a equipe dele vão junto. Você só pode excluir um espaço de trabalho do qual é proprietário, e não o seu único.',
  deleteTitle: 'Excluir {name}?',
  delete: 'Excluir espaço de trabalho',
  deleted: 'O espaço de trabalho foi excluído.',
  storageUsed: 'Armazenamento: {used} de {quota} usados',
  storageUnlimited: 'Armazenamento: {used} usados (sem limite)',
};
