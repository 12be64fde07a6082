import type { onboarding as en } from '../../onboarding';
import type { Translated } from '../../translated';

/** The onboarding feature's texts (ui.onboarding), in Brazilian Portuguese. */
export const onboarding: Translated<typeof en> = {
  intro: 'Três passos rápidos e sua equipe já pode começar.',
  step: 'Passo {step} de {total}',
  nextUp: 'A seguir: sua primeira marca e a extensão do navegador.',
  workspaceTitle: 'Crie seu espaço de trabalho',
  workspaceText:
    'Um espaço de trabalho reúne suas marcas e sua equipe. Você passa a ser o proprietário e administrador dele.',
  name: 'Nome do espaço de trabalho',
  namePlaceholder: 'ex.: Acme Studio',
  industry: 'Setor',
  industryPlaceholder: 'Escolha um setor',
  create: 'Criar espaço de trabalho',
  created: 'O espaço de trabalho {name} foi criado.',
  brandTitle: 'Adicione sua primeira marca',
  brandText:
    'Marcas são os clientes ou produtos para os quais você cria conteúdo. Adicione uma agora ou depois, pelo painel.',
  addBrand: 'Adicionar sua primeira marca',
  extensionTitle: 'Instale a extensão do navegador',
  extensionNote:
    'A extensão do navegador ainda não está disponível. Quando ela for lançada, estes são os passos para configurá-la.',
  extensionSteps: 'Passos da instalação',
  extensionStep1: 'Abra a página da extensão na Chrome Web Store.',
  extensionStep2: 'Clique em “Usar no Chrome” e confirme.',
  extensionStep3: 'Fixe a extensão na barra de ferramentas do navegador.',
  extensionStep4: 'Entre na extensão com esta conta.',
  toDashboard: 'Continuar para o painel',
  continue: 'Continuar',
  signedOutTitle: 'Crie sua conta primeiro',
  signedOutText:
    'Um espaço de trabalho pertence a uma conta. Crie uma ou entre, e você volta direto para cá.',
  // A second visit by someone who already has a workspace (docs/product.md#workspaces-and-members).
  haveTitle:
    '{count, plural, one {Você já tem um espaço de trabalho} other {Você já tem # espaços de trabalho}}',
  haveText:
    'Continue para seu espaço de trabalho ou crie outro para uma equipe separada. Suas marcas e tickets continuam onde estão.',
  open: 'Abrir {name}',
  createAnother: 'Criar outro espaço de trabalho',
  backToMine: 'Voltar para meus espaços de trabalho',
};
