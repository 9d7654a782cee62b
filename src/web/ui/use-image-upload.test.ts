import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../contract/uploads.js';
import { imageProblem } from './use-image-upload.js';

const file = (type: string, size: number) => new File([new Uint8Array(size)], 'foto', { type });

describe('an image picked for upload (checked before anything is sent)', () => {
  it('is refused unless it is an image', () => {
    expect(imageProblem(file('application/pdf', 10))).toBe('O arquivo deve ser uma imagem');
    expect(imageProblem(file('', 10))).toBe('O arquivo deve ser uma imagem');
    expect(imageProblem(file('image/heic', 10))).toBeNull();
  });

  it("is refused above the server's limit and accepted at it exactly", () => {
    expect(imageProblem(file('image/jpeg', IMAGE_MAX_BYTES))).toBeNull();
    expect(imageProblem(file('image/jpeg', IMAGE_MAX_BYTES + 1))).toBe('A imagem deve ter no máximo 5MB');
  });
});
