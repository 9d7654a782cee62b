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
      <h2 className="text-base font-bold text-slate-900">Foto de perfil</h2>
      <ImageUploadField
        frame="avatar"
        label="Escolher foto de perfil"
        pickLabel="Alterar foto"
        progressLabel="Progresso do envio da foto"
        hint="JPG, PNG ou WebP, até 5 MB."
        inputTestId="profile-photo-input"
        value={user.profileImageUrl}
        fallback={initials(user)}
        upload={async (file, onProgress) => (await upload.mutateAsync({ file, onProgress })).profileImageUrl}
        validate={photoProblem}
        onInvalid={(problem) => {
          const description =
            problem === userMessages.photoInvalid
              ? 'Escolha uma imagem (JPG, PNG ou WebP).'
              : 'A imagem deve ter no máximo 5 MB.';
          toast({ title: problem, description, variant: 'destructive' });
        }}
        onChange={() =>
          toast({
            title: 'Foto atualizada!',
            description: 'Sua nova foto de perfil já está visível.',
            variant: 'success',
          })
        }
        failure={{ title: 'Erro ao atualizar foto', fallback: 'Tente novamente mais tarde.' }}
      />
    </Card>
  );
}
