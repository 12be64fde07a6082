import type { developers as en } from '../../developers';
import type { Translated } from '../../translated';

/** The public developer page's texts (ui.developers), in Brazilian Portuguese. */
export const developers: Translated<typeof en> = {
  intro:
    'Chame a API a partir de scripts, automações e agentes de IA com uma chave de API. Uma chave faz o que a pessoa (ou o membro próprio da chave do espaço de trabalho) pode fazer, limitada aos escopos que você der a ela.',
  keysTitle: 'Obtenha uma chave',
  keysText:
    'Depois de entrar, abra seu perfil e crie uma chave em “Chaves de API”: um nome, o que ela pode fazer em cada recurso, opcionalmente as marcas que ela pode acessar, e uma validade. Para os scripts do próprio espaço de trabalho, um administrador cria uma chave do espaço de trabalho em Equipe → “Chaves de API”, para as marcas escolhidas. A chave é mostrada uma única vez; mantenha-a em segredo.',
  curlTitle: 'Com curl',
  curlText: 'Envie a chave como um bearer token:',
  sdkTitle: 'Com o SDK',
  sdkText:
    'O SDK JavaScript verifica cada resposta, percorre as páginas, repete uma criação com segurança e espera os limites passarem. Peça o pacote dele a quem administra este servidor (`npm run sdk:pack`).',
  mcpTitle: 'Com um agente de IA (MCP)',
  mcpText:
    'Conecte um cliente MCP ao servidor abaixo com a chave como bearer token, ou dê a ele só o endereço: um cliente que fala OAuth leva você a uma tela de consentimento para escolher o que ele pode fazer, e os tokens dele só funcionam ali (seu perfil o mostra em “Apps conectados”). As ferramentas dele listam, buscam, leem e rascunham posts, leem o perfil de uma marca, pedem aprovação (nunca aprovam), agendam posts e leem resultados.',
  scopesTitle: 'Escopos',
  scopesText:
    'Cada recurso pode ser lido, ou lido e escrito (escrita inclui leitura). Membros só podem ser lidos.',
  scopeHeader: 'Escopo',
  coversHeader: 'O que abrange',
  covers: {
    tickets: 'Tickets, suas listas, arquivos, etiquetas, versões, gravações e acompanhamento',
    comments: 'Comentários nos tickets',
    brands: 'Espaços de trabalho e marcas',
    brand_profile: 'O perfil da marca, seu feedback e sua biblioteca',
    time: 'Controle de tempo',
    approvals: 'Fluxos de aprovação, contatos, rodadas e a auditoria',
    publishing: 'O estado dos canais, a fila, as publicações e as variantes salvas',
    analytics: 'Resultados, avaliações e etiquetas de posts importados',
    assets: 'A biblioteca de mídia: arquivos, pastas, versões, direitos de uso e uploads',
    members: 'Quem está em uma marca ou em um espaço de trabalho',
  },
  sessionOnly:
    'A conta da própria pessoa, as chaves, o faturamento, os convites e a participação, a conexão de contas e a decisão de uma aprovação nunca ficam abertos às chaves.',
  limitsTitle: 'Limites e novas tentativas',
  limitsText:
    'Cada resposta informa o que resta: `RateLimit-Policy` e `RateLimit` (por exemplo, `"key";r=212;t=38`: restam 212 chamadas, 38 segundos até a próxima janela). Passado o limite, uma chamada recebe 429 com `Retry-After`. Cada chave tem sua própria cota.',
  idempotencyText:
    'Envie `Idempotency-Key: <uma string única>` com um POST e repita à vontade: a alteração é feita uma vez, e uma nova tentativa em até {hours} horas recebe de novo a primeira resposta, com `Idempotent-Replayed: true`.',
  errorsTitle: 'Erros',
  errorsText:
    'Toda recusa é JSON: `\'{\' "code", "message", "details"? \'}\'`. As que uma chave mais encontra:',
  codeHeader: 'Código',
  statusHeader: 'Status',
  meaningHeader: 'Significado',
  referenceTitle: 'Referência',
  referenceText: 'Cada operação, o escopo de que precisa, suas entradas e suas respostas:',
  referenceLink: 'Referência da API',
  documentLink: 'Documento OpenAPI',
};
