import { t } from '../../contract/i18n.js';
import { type CurrentUser, userMessages } from '../../contract/users.js';
import { initials } from '../lib/format.js';
import { Card } from '../ui/card.js';
import { ImageUploadField } from '../ui/image-upload-field.js';
import { toast } from '../ui/toast.js';
import { photoProblem, useUploadProfilePhoto } from './api/upload-profile-photo.js';

/** Profile photo: preview at once, upload with a visible progress bar, checks before sending. */
export function ProfilePhotoCard({ user }: { user: CurrentUser }) {
  const upload = useUploadProfilePhoto();
  return (
    <Card className="p-5">
      <h2 className="text-base font-bold text-slate-900">{t('Foto de perfil')}</h2>
      <ImageUploadField
        frame="avatar"
        label={t('Escolher foto de perfil')}
        pickLabel={t('Alterar foto')}
        progressLabel={t('Progresso do envio da foto')}
        hint={t('JPG, PNG ou WebP, até 5 MB.')}
        inputTestId="profile-photo-input"
        value={user.profileImageUrl}
        fallback={initials(user)}
        upload={async (file, onProgress) => (await upload.mutateAsync({ file, onProgress })).profileImageUrl}
        validate={photoProblem}
        onInvalid={(problem) => {
          const description =
            problem === userMessages.photoInvalid
              ? t('Escolha uma imagem (JPG, PNG ou WebP).')
              : t('A imagem deve ter no máximo 5 MB.');
          toast({ title: problem, description, variant: 'destructive' });
        }}
        onChange={() =>
          toast({
            title: t('Foto atualizada!'),
            description: t('Sua nova foto de perfil já está visível.'),
            variant: 'success',
          })
        }
        failure={{ title: t('Erro ao atualizar foto'), fallback: t('Tente novamente mais tarde.') }}
      />
    </Card>
  );
}
