import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WhatsappButton } from './whatsapp-button.js';

const hrefOf = (html: string) => new URL(html.match(/href="([^"]+)"/)![1]!.replaceAll('&amp;', '&'));

describe("a listing's WhatsApp button", () => {
  it("opens a chat with the seller's number as digits only, the listing named in the first message", () => {
    const html = renderToStaticMarkup(<WhatsappButton phone="+353 (83) 123-4567" title='Bag "térmica" & capa' />);
    const href = hrefOf(html);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/353831234567');
    expect(href.searchParams.get('text')).toBe(
      'Olá! Vi seu anúncio "Bag "térmica" & capa" no marketplace da comunidade. Ainda está disponível?',
    );
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('shows the number as the seller typed it', () => {
    expect(renderToStaticMarkup(<WhatsappButton phone="+353 (83) 123-4567" title="Bag" />)).toContain(
      'WhatsApp do vendedor: <span class="font-semibold text-slate-700">+353 (83) 123-4567</span>',
    );
  });
});
