/**
 * `npm run cluster [-- --nodes 3 --port 28000]`: N server processes on one PostgreSQL behind
 * HAProxy, until Ctrl-C (each node then drains and closes). PostgreSQL: DATABASE_URL when set,
 * otherwise a throwaway cluster from scripts/with-postgres.sh (TEST_DATABASE_URL). See
 * docs/operations.md.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startCluster } from './cluster-lib.ts';

const { values } = parseArgs({ options: { nodes: { type: 'string', default: '3' }, port: { type: 'string', default: '28000' } } });
const nodes = Number(values.nodes);
const basePort = Number(values.port);
if (!Number.isInteger(nodes) || nodes < 1 || nodes > 40) throw new Error('--nodes: from 1 to 40');

async function databaseUrl(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('Set DATABASE_URL, or run through scripts/with-postgres.sh (npm run cluster does).');
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query('drop database if exists betsite_cluster with (force)');
  await c.query('create database betsite_cluster');
  await c.end();
  const u = new URL(admin);
  u.pathname = '/betsite_cluster';
  return u.toString();
}

const cluster = await startCluster({ databaseUrl: await databaseUrl(), nodes, basePort });
console.log(`Bilanciatore (HAProxy): ${cluster.url}   statistiche: ${cluster.statsUrl}`);
for (const n of cluster.nodes)
  console.log(`  nodo ${n.index}: http://127.0.0.1:${n.port}  metriche: http://127.0.0.1:${n.metricsPort}/metrics  pid ${n.proc?.pid}`);
console.log(`Log: ${cluster.logDir}   (Ctrl-C per fermare)`);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('Chiusura: ogni nodo smette di ricevere richieste, finisce quelle in corso e si chiude.');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
