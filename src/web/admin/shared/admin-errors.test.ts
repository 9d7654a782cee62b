// A failed admin call (spec section 8): a 401 sends the admin to sign in again, once however many
// calls fail together; any other failure is a toast with the action's title and the server's words.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { toast, hardRedirect } = vi.hoisted(() => ({ toast: vi.fn(), hardRedirect: vi.fn() }));
vi.mock('../../ui/toast.js', () => ({ toast }));
vi.mock('../../lib/redirect.js', () => ({ hardRedirect }));

// The module keeps whether a redirect is under way: each test starts from a fresh copy (and takes
// ApiError from the same fresh modules, for its instanceof check).
const load = async () => ({
  ...(await import('./admin-errors.js')),
  ApiError: (await import('../../lib/api.js')).ApiError,
});
beforeEach(() => {
  vi.resetModules();
  toast.mockClear();
  hardRedirect.mockClear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('adminErrorToast', () => {
  it("shows the action's title with the server's reason", async () => {
    const { adminErrorToast, ApiError } = await load();
    adminErrorToast(new ApiError(409, '{"message":"Usuário já é administrador"}', 'Conflict'), 'Erro ao promover');
    expect(toast).toHaveBeenCalledWith({
      title: 'Erro ao promover',
      description: 'Usuário já é administrador',
      variant: 'destructive',
    });
    expect(hardRedirect).not.toHaveBeenCalled();
  });

  it('falls back to a pt-BR text when the server sent none, or a given one', async () => {
    const { adminErrorToast, ApiError } = await load();
    adminErrorToast(new TypeError('Failed to fetch'), 'Erro ao salvar');
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ description: 'Tente novamente em instantes.' }));
    adminErrorToast(new ApiError(500, 'boom', ''), 'Erro ao salvar', 'O evento não foi salvo.');
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ description: 'O evento não foi salvo.' }));
  });

  it("a 401: 'Não autorizado', then /login after half a second, once for many failed calls", async () => {
    const { adminErrorToast, isUnauthorized, ApiError } = await load();
    const unauthorized = new ApiError(401, '{"message":"Não autenticado"}', 'Unauthorized');
    expect(isUnauthorized(unauthorized)).toBe(true);
    expect(isUnauthorized(new ApiError(403, '', 'Forbidden'))).toBe(false);
    adminErrorToast(unauthorized, 'Erro ao salvar');
    adminErrorToast(unauthorized, 'Erro ao excluir');
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith({
      title: 'Não autorizado',
      description: 'Fazendo login novamente...',
      variant: 'destructive',
    });
    vi.advanceTimersByTime(499);
    expect(hardRedirect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(hardRedirect).toHaveBeenCalledTimes(1);
    expect(hardRedirect).toHaveBeenCalledWith('/login');
  });
});
