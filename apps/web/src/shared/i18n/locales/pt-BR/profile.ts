import type { profile as en } from '../../profile';
import type { Translated } from '../../translated';

/** The profile feature's texts (ui.profile), in Brazilian Portuguese: the signed-in user's own profile. */
export const profile: Translated<typeof en> = {
  details: 'Dados pessoais',
  detailsIntro: 'Como sua equipe vê você.',
  jobTitle: 'Cargo',
  industry: 'Setor',
  industryPlaceholder: 'Escolha um setor',
  skills: 'Habilidades',
  skillsPlaceholder: 'Escolha habilidades',
  skillsHint: 'As habilidades do setor escolhido.',
  skillsNeedIndustry: 'Escolha um setor primeiro.',
  save: 'Salvar alterações',
  saved: 'Seu perfil foi salvo.',
  avatar: 'Foto do perfil',
  avatarUpload: 'Enviar uma foto',
  avatarUploading: 'Enviando…',
  avatarHint: '{types}, no máximo {size} MB.',
  avatarSaved: 'Sua foto do perfil foi atualizada.',
  password: 'Senha',
  passwordIntro: 'Ao alterar a senha, você sai da conta nos seus outros dispositivos.',
  changePassword: 'Alterar senha',
  passwordChanged: 'Sua senha foi alterada.',
  loadError: 'Não foi possível carregar seu perfil.',
  retry: 'Tentar de novo',
};
