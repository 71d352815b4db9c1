#!/usr/bin/env node
/**
 * The scaled deployment's servers for tests and local runs, from Debian's packages: a private PostgreSQL cluster
 * and a Redis under one folder, on loopback ports of their own, never the machine's system services.
 *
 *   node scripts/services.mjs start   installs postgresql / redis-server when missing (as root, apt), initialises and
 *                                     starts both; prints DATABASE_URL=… and REDIS_URL=… lines
 *   node scripts/services.mjs stop    stops both and removes the folder
 *   node scripts/services.mjs env     prints the two lines when both are running (exit 1 otherwise)
 *
 * Settings (environment): SERVICES_DIR (default /tmp/exchange-services), PG_PORT (54329), REDIS_PORT (63790).
 * The test cluster runs with fsync off: it holds only throwaway test data.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const DIR = process.env.SERVICES_DIR ?? '/tmp/exchange-services';
const PG_PORT = Number(process.env.PG_PORT ?? 54329);
const REDIS_PORT = Number(process.env.REDIS_PORT ?? 63790);
const PG_DATA = path.join(DIR, 'pg');
const DATABASE_URL = `postgres://exchange:exchange@127.0.0.1:${PG_PORT}/exchange`;
const REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`;

const quiet = { stdio: ['ignore', 'ignore', 'inherit'] };

/** The newest installed PostgreSQL's bin folder, or null. */
function pgBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : null;
}

const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;

function install() {
  const missing = [];
  if (!pgBin()) missing.push('postgresql');
  if (!has('redis-server')) missing.push('redis-server');
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) throw new Error(`缺少 ${missing.join('、')}：请以 root 运行或先执行 apt-get install -y ${missing.join(' ')}`);
  console.error(`正在安装 ${missing.join(' ')} …`);
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

/** Runs a PostgreSQL tool as the `postgres` user when we are root (initdb and postgres refuse root). */
function asPostgres(file, args) {
  if (process.getuid?.() === 0) execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], quiet);
  else execFileSync(file, args, quiet);
}

const pgReady = (bin) => spawnSync(path.join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(PG_PORT)]).status === 0;
const redisReady = () => spawnSync('redis-cli', ['-p', String(REDIS_PORT), 'ping'], { encoding: 'utf8' }).stdout?.trim() === 'PONG';

function startPostgres() {
  const bin = pgBin();
  if (pgReady(bin)) return;
  mkdirSync(DIR, { recursive: true });
  if (!existsSync(path.join(PG_DATA, 'PG_VERSION'))) {
    rmSync(PG_DATA, { recursive: true, force: true });
    mkdirSync(PG_DATA, { recursive: true });
    const pw = path.join(DIR, 'pgpass');
    writeFileSync(pw, 'exchange\n');
    if (process.getuid?.() === 0) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
      for (const p of [DIR, PG_DATA, pw]) chownSync(p, uid, gid);
    }
    asPostgres(path.join(bin, 'initdb'), ['-D', PG_DATA, '-U', 'exchange', '--pwfile', pw, '-A', 'scram-sha-256', '-E', 'UTF8', '--locale', 'C.UTF-8']);
  }
  const opts = `-p ${PG_PORT} -k ${DIR} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300 -c shared_buffers=128MB`;
  asPostgres(path.join(bin, 'pg_ctl'), ['-D', PG_DATA, '-l', path.join(DIR, 'pg.log'), '-o', opts, '-w', 'start']);
  // The application database (tests create their own next to it).
  const psql = path.join(bin, 'psql');
  const env = { ...process.env, PGPASSWORD: 'exchange' };
  const exists = spawnSync(psql, ['-h', '127.0.0.1', '-p', String(PG_PORT), '-U', 'exchange', '-d', 'postgres', '-tAc', "select 1 from pg_database where datname = 'exchange'"], { encoding: 'utf8', env }).stdout.trim();
  if (exists !== '1') execFileSync(psql, ['-h', '127.0.0.1', '-p', String(PG_PORT), '-U', 'exchange', '-d', 'postgres', '-c', 'create database exchange'], { ...quiet, env });
}

function startRedis() {
  if (redisReady()) return;
  mkdirSync(DIR, { recursive: true });
  execFileSync('redis-server', ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--daemonize', 'yes', '--save', '', '--appendonly', 'no',
    '--dir', DIR, '--pidfile', path.join(DIR, 'redis.pid'), '--logfile', path.join(DIR, 'redis.log')], quiet);
  for (let i = 0; i < 50 && !redisReady(); i++) spawnSync('sleep', ['0.1']);
  if (!redisReady()) throw new Error('Redis 未能启动');
}

function stop() {
  const bin = pgBin();
  if (bin && existsSync(path.join(PG_DATA, 'postmaster.pid'))) {
    try { asPostgres(path.join(bin, 'pg_ctl'), ['-D', PG_DATA, '-m', 'immediate', 'stop']); } catch { /* already stopped */ }
  }
  if (redisReady()) spawnSync('redis-cli', ['-p', String(REDIS_PORT), 'shutdown', 'nosave']);
  rmSync(DIR, { recursive: true, force: true });
}

const print = () => console.log(`DATABASE_URL=${DATABASE_URL}\nREDIS_URL=${REDIS_URL}`);

const command = process.argv[2];
try {
  if (command === 'start') {
    install();
    startPostgres();
    startRedis();
    print();
  } else if (command === 'stop') {
    stop();
  } else if (command === 'env') {
    const bin = pgBin();
    if (!bin || !pgReady(bin) || !redisReady()) process.exit(1);
    print();
  } else {
    console.error('用法：node scripts/services.mjs start|stop|env');
    process.exit(2);
  }
} catch (err) {
  console.error(`数据库服务操作失败：${err.message}`);
  process.exit(1);
}
