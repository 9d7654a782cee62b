// 'Áreas Mais Afetadas' as the page renders it (server-side rendering, no browser): counts in the
// singular only for one, the mean severity in pt-BR, three types then '+n outros'.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AreaSummary } from '../../contract/safety-reports.js';
import { TopAreas } from './top-areas.js';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const area = (over: Partial<AreaSummary>): AreaSummary => ({
  area: 'Dublin 1',
  count: 2,
  avgSeverity: 3,
  risk: 'Risco Médio',
  types: ['roubo'],
  ...over,
});

describe('the most affected areas', () => {
  it('one report is a relato, more are relatos, with the mean severity in pt-BR', () => {
    const out = text(
      renderToStaticMarkup(
        <TopAreas
          loading={false}
          areas={[
            area({ area: 'Dublin 1', count: 1, avgSeverity: 4 }),
            area({ area: 'Dublin 8', count: 12, avgSeverity: 2.25 }),
          ]}
        />,
      ),
    );
    expect(out).toContain('Dublin 1 Risco Médio 1 relato · gravidade média 4');
    expect(out).toContain('Dublin 8 Risco Médio 12 relatos · gravidade média 2,25');
  });

  it("names three types at most, then '+n outros'; unknown types as Outros", () => {
    const out = text(
      renderToStaticMarkup(
        <TopAreas
          loading={false}
          areas={[area({ types: ['assalto', 'roubo', 'furto', 'vandalismo', 'policiais'] })]}
        />,
      ),
    );
    expect(out).toContain('Assalto Roubo Outros +2 outros');
    expect(out).not.toContain('Vandalismo');
  });

  it('invites the first report when there is none, and shows neither while loading', () => {
    const empty = renderToStaticMarkup(<TopAreas loading={false} areas={[]} />);
    expect(empty).toContain('Nenhum relatório ainda. Seja o primeiro a reportar uma área perigosa!');
    const loading = renderToStaticMarkup(<TopAreas loading areas={undefined} />);
    expect(loading).not.toContain('Nenhum relatório');
    expect(loading).not.toContain('top-areas"');
  });
});
