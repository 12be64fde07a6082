import type { auth as en } from '../../auth';
import type { Translated } from '../../translated';

/**
 * The auth feature's texts (ui.auth), in Brazilian Portuguese: sign in, sign up, password reset,
 * e-mail verification, with the provider and single sign-on errors.
 */
export const auth: Translated<typeof en> = {
  email: 'E-mail',
  password: 'Senha',
  confirmPassword: 'Confirmar senha',
  newPassword: 'Nova senha',
  confirmNewPassword: 'Confirmar nova senha',
  currentPassword: 'Senha atual',
  passwordHint: 'Pelo menos {count} caracteres.',
  passwordsDiffer: 'As senhas não coincidem.',
  name: 'Nome completo',
  signIn: 'Entrar',
  signUp: 'Criar conta',
  forgotPassword: 'Esqueceu a senha?',
  noAccount: 'Ainda não tem conta?',
  haveAccount: 'Já tem uma conta?',
  backToSignIn: 'Voltar para o login',
  signInIntro: 'Que bom ver você de novo. Entre no seu espaço de trabalho.',
  codeTitle: 'Verificação em duas etapas',
  codeIntro: 'Digite o código de 6 dígitos do seu app autenticador.',
  recoveryIntro:
    'Digite um dos códigos de recuperação que você salvou ao ativar a verificação em duas etapas.',
  code: 'Código',
  recoveryCode: 'Código de recuperação',
  trustDevice: 'Confiar neste dispositivo por {count} dias',
  trustDeviceHint: 'Só em um computador que apenas você usa. Até lá, não pediremos um código aqui.',
  verify: 'Verificar',
  useRecovery: 'Usar um código de recuperação',
  useApp: 'Usar um código do app',
  startOver: 'Entrar de novo',
  or: 'ou',
  continueWith: 'Continuar com {provider}',
  providerErrors: {
    account_not_linked:
      'Já existe uma conta com este endereço de e-mail. Entre com sua senha e depois conecte este provedor em Login e segurança.',
    unable_to_create_user: 'O provedor não confirmou seu endereço de e-mail, então nenhuma conta foi criada.',
    email_does_not_match: 'Essa conta do provedor tem um endereço de e-mail diferente do seu.',
    unable_to_link_account: 'O provedor não confirmou seu endereço de e-mail, então ele não foi conectado.',
    account_already_linked_to_different_user: 'Essa conta do provedor já está conectada a outra conta.',
  },
  providerErrorFallback: 'Não foi possível entrar com o provedor. Tente de novo.',
  signInWithPasskey: 'Entrar com uma chave de acesso',
  usePasskey: 'Usar uma chave de acesso',
  // Single sign-on: docs/product.md#single-sign-on.
  signInWithSso: 'Entrar com login único (SSO)',
  ssoTitle: 'Login único (SSO)',
  ssoIntro: 'Digite seu e-mail de trabalho: levamos você à página de login da sua empresa.',
  workEmail: 'E-mail de trabalho',
  continue: 'Continuar',
  ssoErrors: {
    failed:
      'Não foi possível verificar a resposta do seu provedor de identidade. Tente de novo ou fale com o administrador do seu espaço de trabalho.',
    expired: 'O login demorou demais. Comece de novo.',
    domain_not_verified:
      'Este endereço não está em um domínio que seu espaço de trabalho verificou para login único.',
    seat_limit_reached:
      'Seu espaço de trabalho não tem um assento livre para você. Peça ao administrador para adicionar assentos.',
    disabled: 'O login único está desativado neste espaço de trabalho.',
  },
  signUpIntro: 'Crie sua conta em um minuto; em seguida, você confirma seu endereço de e-mail.',
  checkInboxTitle: 'Confira sua caixa de entrada',
  checkInboxText: 'Enviamos um link de confirmação para <b>{email}</b>. Abra-o para ativar sua conta.',
  checkInboxHint:
    'Nenhum e-mail depois de alguns minutos? Veja na pasta de spam ou entre para receber um novo link.',
  useAnotherEmail: 'Usar outro endereço de e-mail',
  forgotIntro:
    'Digite o endereço de e-mail da sua conta e enviaremos um link para você escolher uma nova senha.',
  sendResetLink: 'Enviar link de redefinição',
  forgotSent:
    'Se houver uma conta para <b>{email}</b>, enviamos para ela um link para escolher uma nova senha. O link vale por tempo limitado.',
  resetIntro: 'Escolha uma nova senha para sua conta.',
  resetSubmit: 'Definir nova senha',
  resetDone: 'Sua senha foi alterada. Entre com a nova senha.',
  requestNewLink: 'Pedir um novo link',
  verifying: 'Verificando seu e-mail…',
  verified: 'Seu endereço de e-mail foi confirmado. Agora é só entrar.',
  goToSignIn: 'Ir para o login',
};
