import type { auth as en } from '../../auth';
import type { Translated } from '../../translated';

/** The auth feature's texts (ui.auth): sign in, sign up, password reset, e-mail verification. */
export const auth: Translated<typeof en> = {
  email: 'Correo electrónico',
  password: 'Contraseña',
  confirmPassword: 'Confirmar contraseña',
  newPassword: 'Nueva contraseña',
  confirmNewPassword: 'Confirmar nueva contraseña',
  currentPassword: 'Contraseña actual',
  passwordHint: 'Al menos {count} caracteres.',
  passwordsDiffer: 'Las contraseñas no coinciden.',
  name: 'Nombre completo',
  signIn: 'Iniciar sesión',
  signUp: 'Crear cuenta',
  forgotPassword: '¿Olvidaste tu contraseña?',
  noAccount: '¿Aún no tienes cuenta?',
  haveAccount: '¿Ya tienes una cuenta?',
  backToSignIn: 'Volver a iniciar sesión',
  signInIntro: 'Hola de nuevo. Inicia sesión en tu espacio de trabajo.',
  codeTitle: 'Verificación en dos pasos',
  codeIntro: 'Introduce el código de 6 dígitos de tu app de autenticación.',
  recoveryIntro:
    'Introduce uno de los códigos de recuperación que guardaste al activar la verificación en dos pasos.',
  code: 'Código',
  recoveryCode: 'Código de recuperación',
  trustDevice: 'Confiar en este dispositivo durante {count} días',
  trustDeviceHint:
    'Solo en un equipo que uses únicamente tú. Hasta entonces, aquí no se te pedirá ningún código.',
  verify: 'Verificar',
  useRecovery: 'Usar un código de recuperación',
  useApp: 'Usar un código de la app',
  startOver: 'Volver a iniciar sesión',
  or: 'o',
  continueWith: 'Continuar con {provider}',
  providerErrors: {
    account_not_linked:
      'Ya existe una cuenta con esta dirección de correo. Inicia sesión con tu contraseña y luego conecta este proveedor en Inicio de sesión y seguridad.',
    unable_to_create_user:
      'El proveedor no confirmó tu dirección de correo, así que no se creó ninguna cuenta.',
    email_does_not_match: 'Esa cuenta del proveedor tiene una dirección de correo distinta de la tuya.',
    unable_to_link_account: 'El proveedor no confirmó tu dirección de correo, así que no se conectó.',
    account_already_linked_to_different_user: 'Esa cuenta del proveedor ya está conectada a otra cuenta.',
  },
  providerErrorFallback: 'No se pudo iniciar sesión con el proveedor. Vuelve a intentarlo.',
  signInWithPasskey: 'Iniciar sesión con una llave de acceso',
  usePasskey: 'Usar una llave de acceso',
  // Single sign-on: docs/product.md#single-sign-on.
  signInWithSso: 'Iniciar sesión con inicio de sesión único',
  ssoTitle: 'Inicio de sesión único',
  ssoIntro: 'Introduce tu dirección de trabajo: te llevamos a la página de inicio de sesión de tu empresa.',
  workEmail: 'Correo del trabajo',
  continue: 'Continuar',
  ssoErrors: {
    failed:
      'No se pudo comprobar la respuesta de tu proveedor de identidad. Vuelve a intentarlo o pregunta al administrador de tu espacio de trabajo.',
    expired: 'Ese inicio de sesión tardó demasiado. Empieza de nuevo.',
    domain_not_verified:
      'Esta dirección no pertenece a un dominio que tu espacio de trabajo haya verificado para el inicio de sesión único.',
    seat_limit_reached:
      'Tu espacio de trabajo no tiene ninguna plaza libre para ti. Pide a su administrador que añada plazas.',
    disabled: 'El inicio de sesión único está desactivado en este espacio de trabajo.',
  },
  signUpIntro: 'Crea tu cuenta en un minuto; después confirmas tu dirección de correo.',
  checkInboxTitle: 'Revisa tu bandeja de entrada',
  checkInboxText: 'Hemos enviado un enlace de confirmación a <b>{email}</b>. Ábrelo para activar tu cuenta.',
  checkInboxHint:
    '¿No te ha llegado el correo después de unos minutos? Mira en la carpeta de spam o inicia sesión para recibir un enlace nuevo.',
  useAnotherEmail: 'Usar otra dirección de correo',
  forgotIntro:
    'Introduce la dirección de correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.',
  sendResetLink: 'Enviar enlace',
  forgotSent:
    'Si existe una cuenta para <b>{email}</b>, le hemos enviado un enlace para elegir una contraseña nueva. El enlace es válido durante un tiempo limitado.',
  resetIntro: 'Elige una contraseña nueva para tu cuenta.',
  resetSubmit: 'Guardar contraseña nueva',
  resetDone: 'Tu contraseña se ha cambiado. Inicia sesión con la contraseña nueva.',
  requestNewLink: 'Pedir un enlace nuevo',
  verifying: 'Verificando tu correo…',
  verified: 'Tu dirección de correo está confirmada. Inicia sesión.',
  goToSignIn: 'Ir a iniciar sesión',
};
