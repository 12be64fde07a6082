import { PRODUCT_NAME } from '@expertos/domain/product';
import type { MailTexts } from './en.js';

/** How a sign-in proved itself, after «con» (the server names it in English). */
const METHODS: Record<string, string> = {
  'your password': 'tu contraseña',
  'your password and an authenticator code': 'tu contraseña y un código de una app de autenticación',
  'your password and a recovery code': 'tu contraseña y un código de recuperación',
  'a passkey': 'una llave de acceso',
  'your password on a trusted browser': 'tu contraseña en un navegador de confianza',
  'your workspace’s single sign-on': 'el inicio de sesión único de tu espacio de trabajo',
};

/** Spanish (tú), drafted from the English (docs/translating.md), awaiting a fluent speaker’s review. */
export const es: MailTexts = {
  layout: {
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    signature: `— El equipo de ${PRODUCT_NAME}`,
    copyLink: 'Si el botón no funciona, copia este enlace en tu navegador:',
  },
  verifyEmail: {
    subject: `Confirma tu dirección de correo electrónico para ${PRODUCT_NAME}`,
    preheader: `Un clic para terminar de configurar tu cuenta de ${PRODUCT_NAME}.`,
    body: `Confirma tu dirección de correo electrónico para terminar de configurar tu cuenta de ${PRODUCT_NAME}.`,
    action: 'Confirmar dirección de correo',
    ignore: `Si no creaste una cuenta de ${PRODUCT_NAME}, puedes ignorar este correo.`,
  },
  resetPassword: {
    subject: `Restablece tu contraseña de ${PRODUCT_NAME}`,
    preheader: `Elige una contraseña nueva para tu cuenta de ${PRODUCT_NAME}.`,
    body: `Recibimos una solicitud para restablecer la contraseña de tu cuenta de ${PRODUCT_NAME}.`,
    action: 'Elegir una contraseña nueva',
    expires: 'El enlace funciona una sola vez y caduca pronto.',
    ignore: 'Si no lo pediste, puedes ignorar este correo: tu contraseña no cambia.',
  },
  security: {
    where: ({ device, address }) =>
      [device ? `en ${device}` : '', address ? `desde ${address}` : ''].filter(Boolean).join(' '),
    method: (method) => {
      const provider = /^your (.+) account$/.exec(method)?.[1];
      return METHODS[method] ?? (provider ? `tu cuenta de ${provider}` : method);
    },
    newSignIn: {
      subject: `Nuevo inicio de sesión en tu cuenta de ${PRODUCT_NAME}`,
      line: ({ where, method }) =>
        `Se inició sesión en tu cuenta ${where || 'desde un navegador nuevo'}${method ? ` con ${method}` : ''}.`,
    },
    twoFactorOn: {
      subject: 'La verificación en dos pasos está activada',
      line: 'Se activó la verificación en dos pasos en tu cuenta: ahora, al iniciar sesión, se pide un código.',
    },
    twoFactorOff: {
      subject: 'Se desactivó la verificación en dos pasos',
      line: 'Se desactivó la verificación en dos pasos en tu cuenta: ahora, para iniciar sesión, solo hace falta tu contraseña.',
    },
    recoveryCodeUsed: {
      subject: 'Se usó un código de recuperación para iniciar sesión',
      line: ({ where }) =>
        `Se usó uno de tus códigos de recuperación para iniciar sesión en tu cuenta${where ? ` ${where}` : ''}. No se puede volver a usar.`,
    },
    passkeyAdded: {
      subject: 'Se añadió una llave de acceso a tu cuenta',
      line: ({ name }) =>
        `Se añadió la llave de acceso${name ? ` «${name}»` : ''}: ahora puede iniciar sesión en tu cuenta.`,
    },
    passkeyRemoved: {
      subject: 'Se quitó una llave de acceso de tu cuenta',
      line: ({ name }) => `Se quitó la llave de acceso${name ? ` «${name}»` : ''}: ya no inicia sesión.`,
    },
    passwordChanged: {
      subject: `Se cambió tu contraseña de ${PRODUCT_NAME}`,
      line: 'Se cambió la contraseña de tu cuenta y se cerraron todas las demás sesiones.',
    },
    apiKeyCreated: {
      subject: 'Se creó una clave de API nueva en tu cuenta',
      line: ({ name }) =>
        `Se creó la clave de API${name ? ` «${name}»` : ''}: puede actuar en tu nombre dentro de sus permisos.`,
    },
    when: (at) => `Cuándo: ${at}.`,
    action: 'Revisar tus inicios de sesión',
    ifYou: 'Si fuiste tú, no tienes que hacer nada.',
    ifNotYou:
      'Si no fuiste tú, abre el enlace de arriba, cierra todas las sesiones que no reconozcas y cambia tu contraseña.',
  },
  invite: {
    aTeammate: 'Un compañero de equipo',
    aWorkspace: 'un espacio de trabajo',
    subject: ({ inviter, workspace }) => `${inviter} te invitó a ${workspace} en ${PRODUCT_NAME}`,
    preheader: ({ workspace }) => `Únete a ${workspace} en ${PRODUCT_NAME}.`,
    greeting: 'Hola:',
    body: ({ inviter, workspace }) =>
      `${inviter} te invitó a unirte al espacio de trabajo ${workspace} en ${PRODUCT_NAME}.`,
    action: 'Aceptar la invitación',
    ignore: 'Si no esperabas esta invitación, puedes ignorar este correo.',
  },
  ticket: {
    aTeammate: 'Un compañero de equipo',
    openTask: 'Abrir la tarea',
    openComment: 'Abrir el comentario',
    quote: (excerpt) => `«${excerpt}»`,
    mention: {
      subject: ({ actor, title }) => `${actor} te mencionó en ${title}`,
      preheader: ({ actor, title }) => `${actor} te mencionó en ${title}.`,
      body: ({ actor, title }) => `${actor} te mencionó en ${title}:`,
    },
    reminder: {
      subject: ({ title }) => `Recordatorio: ${title}`,
      preheader: ({ title }) => `Un recordatorio de ${title}.`,
      body: ({ title }) => `Este es tu recordatorio de ${title}.`,
    },
    assigned: {
      subject: ({ actor, title }) => `${actor} te asignó ${title}`,
      preheader: ({ actor, title }) => `${actor} te asignó ${title}.`,
      body: ({ actor, title }) => `${actor} te asignó ${title}.`,
    },
    statusChanged: {
      subject: ({ title, status }) => (status ? `${title} pasó a ${status}` : `${title} cambió de estado`),
      preheader: ({ title, status }) =>
        status ? `${title} pasó a ${status}.` : `${title} cambió de estado.`,
      body: ({ title, status }) =>
        status ? `${title}, que sigues, pasó a ${status}.` : `${title}, que sigues, cambió de estado.`,
    },
    comment: {
      subject: ({ actor, title }) => `${actor} comentó en ${title}`,
      preheader: ({ actor, title }) => `${actor} comentó en ${title}.`,
      body: ({ actor, title }) => `${actor} comentó en ${title}:`,
    },
    kinds: {
      mentions: 'menciones',
      reminders: 'recordatorios',
      assignments: 'asignaciones',
      statusChanges: 'cambios de estado',
      comments: 'comentarios',
    },
    turnOff: ({ what, url }) =>
      `Recibes correos de ${what} por tu configuración de notificaciones. Puedes desactivarlos en tu perfil: ${url}`,
  },
  statuses: {
    draft: 'Borrador',
    todo: 'Por hacer',
    in_progress: 'En curso',
    needs_approval: 'Pendiente de aprobación',
    approved: 'Aprobado',
    in_review: 'En revisión',
    paused: 'En pausa',
    blocked: 'Bloqueado',
    will_not_do: 'No se hará',
    done: 'Hecho',
    published: 'Publicado',
    posted: 'Publicado en redes',
    rejected: 'Rechazado',
  },
};
