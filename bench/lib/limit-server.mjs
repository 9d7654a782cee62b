// A "limit server" (issue 38): bare node:http + pg, nothing else. For each path it runs, in order, the
// exact statements the app ran for one request of that path (text, values and prepared-statement name,
// captured by bench/lib/limit.ts) and answers the rows as JSON. What the app spends beyond this is
// the framework, its hooks, validation and serialization: the ratio app/limit says how much that is.
// Plain JavaScript in its own process (forked by limit.ts), so its CPU is measured apart from the app.
import { createServer } from 'node:http';
import pg from 'pg';

let routes = new Map();
const pool = new pg.Pool({
  connectionString: process.env.LIMIT_DATABASE_URL,
  max: Number(process.env.LIMIT_POOL ?? 10),
});
pool.on('error', () => {});

async function answer(statements) {
  const results = [];
  for (const s of statements) results.push((await pool.query(s)).rows);
  return JSON.stringify(results.length === 1 ? results[0] : results);
}

const server = createServer((req, res) => {
  const statements = routes.get(req.url);
  if (!statements) {
    res.writeHead(404).end();
    return;
  }
  answer(statements).then(
    (body) => res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body),
    (err) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err)),
  );
});

process.on('message', (m) => {
  if (m.routes) {
    routes = new Map(Object.entries(m.routes));
    process.send({ routesSet: true });
  }
  if (m.stop) server.close(() => pool.end().finally(() => process.exit(0)));
});

server.listen(Number(process.env.LIMIT_PORT ?? 0), '127.0.0.1', () => {
  process.send({ port: server.address().port });
});
