import type { profile as en } from '../../profile';
import type { Translated } from '../../translated';

/** The profile feature's texts (ui.profile): the signed-in user's own profile. */
export const profile: Translated<typeof en> = {
  details: 'Datos personales',
  detailsIntro: 'Así te ve tu equipo.',
  jobTitle: 'Puesto',
  industry: 'Sector',
  industryPlaceholder: 'Elige un sector',
  skills: 'Habilidades',
  skillsPlaceholder: 'Elige habilidades',
  skillsHint: 'Las habilidades del sector elegido.',
  skillsNeedIndustry: 'Primero elige un sector.',
  save: 'Guardar cambios',
  saved: 'Tu perfil se ha guardado.',
  avatar: 'Foto de perfil',
  avatarUpload: 'Subir una foto',
  avatarUploading: 'Subiendo…',
  avatarHint: '{types}, {size} MB como máximo.',
  avatarSaved: 'Tu foto de perfil se ha actualizado.',
  password: 'Contraseña',
  passwordIntro: 'Cuando la cambies, se cerrará la sesión en tus otros dispositivos.',
  changePassword: 'Cambiar contraseña',
  passwordChanged: 'Tu contraseña se ha cambiado.',
  loadError: 'No se pudo cargar tu perfil.',
  retry: 'Reintentar',
};
