import { networkInterfaces } from 'node:os';
import type { AppConfig } from './config.js';

/**
 * What `npm start` prints (issue 28, decision 029): a line per slow step while the app starts, then,
 * once it answers, the address to open and the demo logins, last, so request logs (warnings only by
 * default outside production) never push them away. In production the log is JSON only: no such lines.
 */
export function startOutput(config: AppConfig, write: (line: string) => void = console.log) {
  const started = Date.now();
  const quiet = config.env === 'production';
  return {
    step(text: string) {
      if (!quiet) write(`  ${text}…`);
    },
    elapsed: () => `${((Date.now() - started) / 1000).toFixed(1)} s`,
    quiet,
  };
}

/** Other devices reach the app on these (HOST=0.0.0.0): a phone on the same Wi-Fi. */
function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((i) => i && i.family === 'IPv4' && !i.internal)
    .map((i) => i!.address);
}

/** The block printed once the app answers: database, API docs, demo logins, and the address to open last. */
export function readyBanner(opts: {
  config: AppConfig;
  database: string;
  elapsed: string;
  demoLines: string[];
  adminLine: string | null;
}): string {
  const { config } = opts;
  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Comunidade pronta  (servidor iniciado em ${opts.elapsed}; banco: ${opts.database})`,
    `  API: ${url}/api/docs`,
  ];
  if (opts.adminLine) lines.push(`  ${opts.adminLine}`);
  if (opts.demoLines.length)
    lines.push('', '  Contas de demonstração (email, senha, número de membro, papel):', ...opts.demoLines);
  lines.push('', `  Abra ${url} no navegador.`);
  if (config.host === '0.0.0.0' || config.host === '::')
    for (const ip of lanAddresses()) lines.push(`  Em outro aparelho na mesma rede Wi-Fi: http://${ip}:${config.port}`);
  else lines.push('  Para abrir num celular na mesma rede Wi-Fi: HOST=0.0.0.0 npm start');
  lines.push('');
  return lines.join('\n');
}
