// What the moderation queue shows of an owner's waiting edit (issue 16): only the fields it
// changes, each published → proposed, in the words the public pages use.
import { describe, expect, it } from 'vitest';
import type { Rental } from '../../../contract/account-rentals.js';
import type { MarketplaceItem } from '../../../contract/marketplace.js';
import { rentalEditChanges } from '../account-rentals/rental-edit-changes.js';
import { itemEditChanges } from '../marketplace/item-edit-changes.js';
import { orDash } from './edit-diff.js';

const nb = (v: unknown) => (typeof v === 'string' ? v.replace(/\s/g, ' ') : v);
const rows = (changes: { label: string; before: unknown; after: unknown }[]) =>
  changes.map((c) => [c.label, nb(c.before), nb(c.after)]);

describe('an empty value', () => {
  it('shows as a dash, so a removed text reads as removed', () => {
    expect([orDash(''), orDash('   '), orDash(null), orDash(undefined), orDash('Dublin')]).toEqual([
      '—',
      '—',
      '—',
      '—',
      'Dublin',
    ]);
  });
});

describe("a rental's waiting edit", () => {
  const rental = {
    appName: 'Deliveroo',
    accountType: 'bike',
    region: 'Dublin',
    weeklyPrice: '150.00',
    description: 'Conta antiga',
    rules: 'Pagamento adiantado',
    conditions: '',
    whatsapp: '+353 83 000 0000',
    instagramLink: null,
    pendingEdit: null,
  } as unknown as Rental;

  it('is nothing without an edit', () => {
    expect(rentalEditChanges(rental)).toEqual([]);
  });

  it('lists only the fields it sends, with labels and formatted values', () => {
    const edited = {
      ...rental,
      pendingEdit: { accountType: 'moto', weeklyPrice: '187.35', conditions: 'Sem multas', description: '' },
    } as unknown as Rental;
    expect(rows(rentalEditChanges(edited))).toEqual([
      ['Tipo de conta', 'Bicicleta', 'Moto'],
      ['Preço por semana', '€ 150/semana', '€ 187,35/semana'],
      ['Descrição', 'Conta antiga', '—'],
      ['Condições', '—', 'Sem multas'],
    ]);
  });
});

describe("a listing's waiting edit", () => {
  const item = {
    title: 'Bag térmica',
    description: 'Usada',
    type: 'venda',
    category: 'acessorios',
    price: '40.00',
    imageUrls: ['/objects/a.webp'],
    coverImageIndex: 0,
    whatsapp: null,
    pendingEdit: null,
  } as unknown as MarketplaceItem;
  const edit = (pendingEdit: object) => itemEditChanges({ ...item, pendingEdit } as unknown as MarketplaceItem);

  it('shows type and category by their names, and the price as the public page does', () => {
    expect(rows(edit({ type: 'doacao', price: null, category: 'outros' }))).toEqual([
      ['Tipo', 'Venda', 'Doação'],
      ['Categoria', 'Acessórios', 'Outros'],
      ['Preço', '€ 40', 'Grátis'],
    ]);
  });

  it('leaves the price out when the shown price does not change', () => {
    expect(rows(edit({ price: '40' }))).toEqual([]);
    expect(rows(edit({ title: 'Bag térmica grande', whatsapp: '+353 83 111 1111' }))).toEqual([
      ['Título', 'Bag térmica', 'Bag térmica grande'],
      ['WhatsApp', '—', '+353 83 111 1111'],
    ]);
  });

  it('shows the photos whenever the edit sends photos or a cover', () => {
    expect(edit({ coverImageIndex: 0 }).map((c) => c.label)).toEqual(['Fotos']);
  });
});
