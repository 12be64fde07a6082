import { labelTexts } from '@expertos/domain/label-texts/es';
import { PRODUCT_NAME } from '@expertos/domain/product';
import { longDay, mediumDay, percentOf, shortDay, utcMoment, weekdayName } from './dates.js';
import type { MailTexts, StepOf } from './en.js';

/** “ (paso 2 de 3)” after a post, when the round has more than one step. */
const stepOf = (step: StepOf | null) => (step ? ` (paso ${step.step} de ${step.steps})` : '');
/** “Una publicación” or “3 publicaciones”, to open a sentence. */
const posts = (count: number) => (count === 1 ? 'Una publicación' : `${count} publicaciones`);

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
    labelled: (label, value) => `${label}: ${value}`,
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
  approvals: {
    aTeammate: 'Un compañero de equipo',
    someone: 'Alguien',
    aClient: 'Un cliente',
    reviewPost: 'Revisar la publicación',
    openPost: 'Abrir la publicación',
    requested: {
      subject: ({ actor, title }) => `${actor} te pide tu aprobación: ${title}`,
      preheader: ({ title, step }) => `${title} espera tu aprobación${stepOf(step)}.`,
      body: ({ actor, title, step }) => `${actor} te pide que apruebes ${title}${stepOf(step)}.`,
      choices: 'Ábrela para aprobarla, pedir cambios o rechazarla.',
    },
    reminder: {
      subject: ({ title }) => `Recordatorio: ${title} espera tu aprobación`,
      body: ({ title, when }) => `${title} espera tu aprobación. ${when}`,
    },
    when: {
      before: ({ due }) => `Vence el ${due}, al final del día.`,
      due: ({ due }) => `Vencía el ${due}, al final del día.`,
      overdue: ({ due, expires }) =>
        `Vencida desde el ${due}: la solicitud caduca el ${expires}, al final del día, si nadie decide antes.`,
    },
    decided: {
      step: ({ actor, title }) => `${actor} aprobó un paso de ${title}; el siguiente paso está abierto.`,
      approved: ({ actor, title }) => `${actor} aprobó ${title}: ya está aprobada.`,
      changes_requested: ({ actor, title }) =>
        `${actor} pidió cambios en ${title}: vuelve a estar en revisión.`,
      rejected: ({ actor, title }) => `${actor} rechazó ${title}.`,
    },
    expired: {
      subject: ({ title }) => `Aprobación caducada: ${title}`,
      preheader: ({ title }) => `${title} vuelve a estar en revisión.`,
      body: ({ title }) =>
        `Nadie decidió sobre ${title} a tiempo, así que la aprobación que pediste caducó y la publicación vuelve a estar en revisión.`,
      again: 'Vuelve a pedir la aprobación cuando esté lista.',
    },
    clientCommented: {
      subject: ({ client, title }) => `${client} comentó en ${title}`,
      preheader: ({ client, title }) => `${client} comentó en ${title}.`,
      body: ({ client, title }) => `${client} comentó en ${title}:`,
    },
    kinds: {
      requests: 'solicitudes de aprobación',
      reminders: 'recordatorios de aprobación',
      decisions: 'decisiones de aprobación',
      expired: 'aprobaciones caducadas',
      clientComments: 'comentarios de clientes',
    },
  },
  clients: {
    digest: {
      subject: ({ count, brand }) =>
        `${posts(count)} de ${brand} ${count === 1 ? 'espera' : 'esperan'} tu aprobación`,
      preheader: ({ count, brand }) =>
        `${posts(count)} de ${brand} ${count === 1 ? 'te espera' : 'te esperan'}.`,
      body: ({ count, brand }) =>
        `${posts(count)} de ${brand} ${count === 1 ? 'espera' : 'esperan'} tu aprobación:`,
      due: (day) => `Vence el ${day}`,
      overdue: (day) => `Vencida desde el ${day}`,
      waiting: 'En espera',
      untitled: 'Publicación sin título',
      and: 'Y',
      more: (count) => `${count} más`,
      howTo: ({ brand }) =>
        `Para ver cada publicación tal como aparecerá y aprobarla, pedir cambios o rechazarla, abre el enlace que ${brand} te envió para sus aprobaciones. No necesitas una cuenta.`,
      atMostDaily: 'Recibes como mucho un correo así al día, mientras haya publicaciones esperándote.',
    },
    link: {
      yourTeam: 'Tu equipo',
      subject: ({ sender, count, brand }) =>
        `${sender} te pide tu aprobación: ${count} ${count === 1 ? 'publicación' : 'publicaciones'} de ${brand}`,
      preheader: ({ count, brand }) =>
        `Revisa ${count === 1 ? 'una publicación' : `${count} publicaciones`} de ${brand}; no necesitas una cuenta.`,
      body: ({ sender, count, brand }) =>
        `${sender} quiere tu aprobación para ${count === 1 ? 'una publicación' : `${count} publicaciones`} de ${brand}.`,
      howTo:
        'Abre el enlace para ver cada publicación tal como aparecerá y luego apruébala, recházala o pide cambios. No necesitas una cuenta.',
      action: 'Revisar las publicaciones',
      until: (at) => `El enlace funciona hasta el ${at}.`,
    },
    portal: {
      yourTeam: 'Tu equipo',
      subject: ({ brand }) => `${brand}: tu página de aprobaciones`,
      preheader: ({ brand }) =>
        `Todo lo que ${brand} te pide aprobar, en un solo lugar; no necesitas una cuenta.`,
      body: ({ sender, brand }) =>
        `${sender} preparó una página donde puedes revisar las publicaciones de ${brand} que esperan tu aprobación.`,
      howTo:
        'Ábrela para ver cada publicación tal como aparecerá y luego apruébala, pide cambios o recházala. No necesitas una cuenta. Guarda este correo: el enlace es solo tuyo.',
      action: 'Abrir tu página de aprobaciones',
      idle: (days) => `El enlace deja de funcionar tras ${days} días sin visitas.`,
    },
  },
  review: {
    subject: ({ brand, from, to }) => `${brand}: tu revisión semanal (del ${from} al ${to})`,
    ready: ({ brand, from, to }) => `La revisión semanal de ${brand} del ${from} al ${to} está lista.`,
    aiFailed:
      'Esta semana no se pudo redactar el resumen con IA: lo que sigue son solo las cifras y las reglas.',
    suggestions: 'Sugerencias:',
    action: 'Abrir la revisión',
    kind: 'revisiones semanales',
    list: (items) => items.join(', '),
    slate: ({ posted, target, parts }) =>
      `Se publicaron ${posted} de las ${target} publicaciones que pide el plan semanal (${parts}).`,
    slatePart: ({ purpose, posted, target }) => `${purpose} ${posted}/${target}`,
    noResults: 'Ninguna publicación ha completado su primera semana.',
    results: (r) =>
      `${r.count} ${r.count === 1 ? 'publicación completó' : 'publicaciones completaron'} su primera semana: ${r.above} por encima de la mediana de 12 semanas, ${r.median} (${r.counted} de ${r.of} publicaciones), ${r.below} por debajo${r.unrated ? `, ${r.unrated} aún sin tasa` : ''}.`,
    noFigure: 'aún sin cifra',
    short: (items) => `Por debajo del plan semanal: ${items}.`,
    shortItem: ({ missing, purpose }) => `${missing} de ${purpose}`,
    pillars: (items) => `Mejores pilares: ${items}.`,
    formats: (items) => `Mejores formatos: ${items}.`,
    time: ({ weekday, hour }) => `${weekday} ${hour}:00`,
    times: (items) => `Mejores horas: ${items}.`,
    noTimes: 'Mejores horas: aún no hay datos suficientes.',
    reuse: (count) =>
      count === 1
        ? '1 publicación de hace más de 60 días funcionó lo bastante bien como para reutilizarla.'
        : `${count} publicaciones de hace más de 60 días funcionaron lo bastante bien como para reutilizarlas.`,
    purposes: {
      growth: 'crecimiento',
      trust_building: 'generar confianza',
      sales_promotion: 'promoción de ventas',
    },
    formatNames: labelTexts.formats,
  },
  integration: {
    test: {
      subject: `La integración de correo de ${PRODUCT_NAME} funciona`,
      preheader: `Esta dirección recibe correos de ${PRODUCT_NAME}.`,
      body: `Esta es una prueba desde la página de integraciones de ${PRODUCT_NAME}: los tickets enviados a esta integración de correo llegan a esta dirección.`,
      unexpected:
        'Si no esperabas este correo, pide a los administradores de la marca que quiten tu dirección.',
    },
    greeting: 'Hola:',
    openTask: 'Abrir la tarea',
    why: ({ brand }) =>
      `Recibes este correo porque la marca ${brand} envía sus tareas a esta dirección desde ${PRODUCT_NAME}.`,
    created: {
      subject: ({ name, status }) => `Nueva: ${name} — ${status}`,
      intro: ({ name, brand }) => `Se creó una tarea nueva en ${brand}: ${name}.`,
    },
    statusChanged: {
      subject: ({ name, from, to }) => (from ? `${name} — ${from} → ${to}` : `${name} — ${to}`),
      intro: ({ name, from, to }) =>
        from ? `${name} pasó de ${from} a ${to}.` : `${name} ahora está en ${to}.`,
    },
    updated: {
      subject: ({ name, status }) => `Actualizada: ${name} — ${status}`,
      intro: ({ name }) => `Se actualizó ${name}.`,
    },
    deleted: {
      subject: ({ name }) => `Eliminada: ${name}`,
      intro: ({ name, brand }) => `Se eliminó ${name} de ${brand}.`,
    },
    comment: {
      someone: 'Alguien',
      subject: ({ name, status }) => `Nuevo comentario: ${name} — ${status}`,
      intro: ({ author, name, quoted }) => `${author} comentó en ${name}${quoted ? ':' : '.'}`,
    },
    sent: {
      subject: ({ name, status }) => `${name} — ${status}`,
      intro: ({ name, brand }) => `Te enviaron una tarea de ${brand}: ${name}.`,
    },
    labels: {
      summary: 'Resumen',
      status: 'Estado',
      dueDate: 'Fecha de entrega',
      assignee: 'Responsable',
      brand: 'Marca',
      caption: 'Texto',
    },
    noDueDate: 'Ninguna',
    nobody: 'Nadie',
  },
  dates: {
    day: shortDay('es', 'long'),
    longDay: longDay('es'),
    date: mediumDay('es'),
    moment: utcMoment('es'),
    weekday: weekdayName('es'),
    percent: percentOf('es'),
  },
  statuses: labelTexts.statuses,
};
