import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from './project-root.js';

// Issue 28 / decision 029: `npm start` on a fresh clone says what it is doing, keeps the log quiet
// and readable, and prints the demo logins last, with the address to open. It runs scripts/start.mjs
// as a newcomer would (building first when dist/ is not up to date) on a fresh DATA_DIR.
let child: ChildProcess | undefined;
let dataDir = '';
afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((done) => child!.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

describe('npm start on a fresh data directory', () => {
  it('shows progress, logs no request, and ends with the demo logins and the address', {
    timeout: 300_000,
  }, async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'first-start-'));
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      SHUTDOWN_DRAIN_SECONDS: '0',
    };
    delete env.LOG_LEVEL;
    delete env.FORCE_BUILD;
    child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: projectRoot(), env });
    let output = '';
    child.stdout!.on('data', (c) => (output += c));
    child.stderr!.on('data', (c) => (output += c));
    const url = `http://localhost:${port}`;
    const ready = await new Promise<boolean>((done) => {
      child!.stdout!.on('data', () => {
        if (output.includes(`Abra ${url} no navegador.`)) done(true);
      });
      child!.on('exit', () => done(false));
    });
    expect(ready, output).toBe(true);

    // Use the app a little: pages, the API, a 404. None of it may print a line.
    for (const path of ['/', '/marketplace', '/api/site-config', '/api/nao-existe', '/healthz'])
      await (await fetch(`http://127.0.0.1:${port}${path}`)).arrayBuffer();
    await new Promise((r) => setTimeout(r, 1500));

    const lines = output.split('\n').map((l) => l.trim());
    const at = (text: string) => lines.findIndex((l) => l.includes(text));
    const steps = [
      'Comunidade Entregadores Dublin: iniciando',
      output.includes('Construindo o app') ? 'App construído em' : 'App já construído',
      'Iniciando o servidor',
      'Criando o banco de dados',
      'Adicionando as contas de demonstração',
      'Adicionando o conteúdo de demonstração',
      'Comunidade pronta',
      'Contas de demonstração (email, senha',
    ];
    const positions = steps.map(at);
    expect(
      positions.every((p) => p >= 0),
      output,
    ).toBe(true);
    expect(
      [...positions].sort((a, b) => a - b),
      output,
    ).toEqual(positions);
    expect(output).not.toContain('{"level"');

    // After the heading of the logins: the five accounts, the address, the Wi-Fi hint, and nothing else.
    const tail = lines.slice(at('Contas de demonstração (email, senha') + 1).filter(Boolean);
    expect(tail.slice(0, 5).map((l) => l.split(/\s+/)[0])).toEqual([
      'superadmin@demo.local',
      'admin@demo.local',
      'ana@demo.local',
      'bruno@demo.local',
      'carla@demo.local',
    ]);
    for (const login of tail.slice(0, 5)) expect(login).toContain('demo1234');
    expect(tail.slice(5)).toEqual([
      `Abra ${url} no navegador.`,
      'Para abrir num celular na mesma rede Wi-Fi: HOST=0.0.0.0 npm start',
    ]);
  });
});
