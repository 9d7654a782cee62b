import { Camera } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { type CurrentUser, userMessages } from '../../contract/users.js';
import { errorMessage } from '../lib/api.js';
import { initials } from '../lib/format.js';
import { Avatar } from '../ui/avatar.js';
import { Button } from '../ui/button.js';
import { Card } from '../ui/card.js';
import { ProgressBar } from '../ui/progress-bar.js';
import { toast } from '../ui/toast.js';
import { photoProblem, useUploadProfilePhoto } from './api/upload-profile-photo.js';

/** Profile photo: preview at once, upload with a visible progress bar, checks before sending. */
export function ProfilePhotoCard({ user }: { user: CurrentUser }) {
  const upload = useUploadProfilePhoto();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  // The object URL of the preview is freed when replaced or on leaving the page.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // choosing the same file again must fire change again
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      const description = problem === userMessages.photoInvalid ? 'Escolha uma imagem (JPG, PNG ou WebP).' : 'A imagem deve ter no máximo 5 MB.';
      toast({ title: problem, description, variant: 'destructive' });
      return;
    }
    setPreview(URL.createObjectURL(file));
    try {
      await upload.mutateAsync(file);
      toast({ title: 'Foto atualizada!', description: 'Sua nova foto de perfil já está visível.', variant: 'success' });
    } catch (err) {
      toast({ title: 'Erro ao atualizar foto', description: errorMessage(err, 'Tente novamente mais tarde.'), variant: 'destructive' });
    }
    setPreview(null);
  };

  return (
    <Card className="p-5">
      <h2 className="text-base font-bold text-slate-900">Foto de perfil</h2>
      <div className="mt-4 flex items-center gap-4 lg:flex-col lg:text-center">
        <Avatar src={preview ?? user.profileImageUrl} fallback={initials(user)} className="h-20 w-20 text-2xl lg:h-28 lg:w-28 [&_span]:text-2xl" />
        <div className="min-w-0 flex-1 space-y-2 lg:w-full">
          <input ref={inputRef} type="file" accept="image/*" className="sr-only" aria-label="Escolher foto de perfil" data-testid="profile-photo-input" onChange={onChange} />
          <Button variant="outline" onClick={() => inputRef.current?.click()} disabled={upload.isPending} className="w-full">
            <Camera className="h-4 w-4" aria-hidden="true" /> {upload.isPending ? 'Enviando...' : 'Alterar foto'}
          </Button>
          {upload.isPending ? (
            <div className="space-y-1" aria-live="polite">
              <ProgressBar value={upload.progress} label="Progresso do envio da foto" />
              <p className="text-xs text-slate-500">Enviando... {Math.round(upload.progress)}%</p>
            </div>
          ) : (
            <p className="text-xs text-slate-500">JPG, PNG ou WebP, até 5 MB.</p>
          )}
        </div>
      </div>
    </Card>
  );
}
