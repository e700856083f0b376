// hermes-git detonation: the network as node code inside the sandbox meets it (runs only
// there; loaded into every node process by NODE_OPTIONS=--require). A name that is not local
// resolves to a stand-in address (198.18.0.0/15) and every lookup (dns.lookup, dns.resolve*,
// their promise forms, a Resolver) is recorded; a TCP connect to any host that is not local
// goes to a server in this process instead (a socket of the abstract namespace, so nothing
// leaves the sandbox), and TLS to such a host is plain text over it. The server records what
// was sent (an HTTP request: method, host, path, headers, body; else the bytes) as one JSON
// line beside the network tools' records and answers with the harmless marker script (a
// shell and JavaScript polyglot), so code that runs what it fetched shows the next step.
'use strict';
const fs = require('fs');
const net = require('net');
const tls = require('tls');
const dns = require('dns');

const LOG = '/opt/hermes-git/out/standins.jsonl';
const MARKER_RAN = '/opt/hermes-git/bin/.marker-ran';
const MARKER =
  'true /*\nexec "' + MARKER_RAN + '" "$0" "$@"\n*/; require("child_process").execFileSync("' +
  MARKER_RAN + '");\n';
const PIPE = '\0hermes-git-net-' + process.pid;
const names = new Map(); // stand-in address -> name
let server = null;

function record(method, urls, data) {
  const entry = { tool: 'node', argv: [], urls, data, method, out: null, unit: process.env.HG_UNIT || null };
  try { fs.appendFileSync(LOG, JSON.stringify(entry) + '\n'); } catch (e) { /* out/ gone */ }
}

function isLocal(host) {
  const h = String(host || '').replace(/^\[|\]$/g, '').toLowerCase();
  return h === '' || h === 'localhost' || h === '::1' || h === '0.0.0.0' || h.startsWith('127.');
}

function standIn(name) {
  name = String(name);
  for (const [address, known] of names) if (known === name) return address;
  const count = names.size + 1;
  const address = '198.18.' + Math.floor(count / 250) + '.' + ((count % 250) + 1);
  names.set(address, name);
  record('DNS', ['dns://' + name], [name]);
  return address;
}

// lookups
const realLookup = dns.lookup;
dns.lookup = function lookup(host, options, callback) {
  if (typeof options === 'function') { callback = options; options = {}; }
  if (typeof options === 'number') options = { family: options };
  if (isLocal(host) || net.isIP(String(host))) return realLookup.call(dns, host, options, callback);
  const address = standIn(host);
  process.nextTick(() => (options && options.all
    ? callback(null, [{ address, family: 4 }])
    : callback(null, address, 4)));
  return {};
};
const realPromiseLookup = dns.promises.lookup;
dns.promises.lookup = async function lookup(host, options) {
  if (isLocal(host) || net.isIP(String(host))) return realPromiseLookup.call(dns.promises, host, options);
  const address = standIn(host);
  return options && options.all ? [{ address, family: 4 }] : { address, family: 4 };
};
function answerFor(kind, host) {
  const address = standIn(host);
  if (kind === 'resolveTxt') return [['']];
  if (kind === 'resolveMx') return [{ exchange: String(host), priority: 10 }];
  if (kind === 'resolve6') return ['::ffff:' + address];
  return [address];
}
const KINDS = ['resolve', 'resolve4', 'resolve6', 'resolveAny', 'resolveCname', 'resolveMx',
  'resolveNs', 'resolveTxt', 'resolveSrv', 'resolvePtr', 'resolveNaptr', 'resolveSoa'];
for (const kind of KINDS) {
  const callbackForm = function (host, ...rest) {
    const callback = rest[rest.length - 1];
    const answer = answerFor(kind, host);
    if (typeof callback === 'function') process.nextTick(() => callback(null, answer));
    return {};
  };
  const promiseForm = async (host) => answerFor(kind, host);
  dns[kind] = callbackForm;
  dns.promises[kind] = promiseForm;
  if (dns.Resolver) dns.Resolver.prototype[kind] = callbackForm;
  if (dns.promises.Resolver) dns.promises.Resolver.prototype[kind] = promiseForm;
}

// the server that answers every outside connect
function serve(conn, target) {
  let data = Buffer.alloc(0);
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    const text = data.toString('utf8');
    const line = text.split('\r\n', 1)[0].split(' ');
    if (line.length === 3 && line[2].startsWith('HTTP/')) {
      const hostHeader = /\r\nhost:\s*([^\r\n]*)/i.exec(text);
      const host = (hostHeader && hostHeader[1].trim()) || target.name;
      const scheme = target.tls ? 'https' : 'http';
      const path = line[1].startsWith('/') ? line[1] : '/' + line[1].split('://').pop().split('/').slice(1).join('/');
      record(line[0], [scheme + '://' + host + path], [text]);
      conn.end('HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nConnection: close\r\nContent-Length: ' +
        Buffer.byteLength(MARKER) + '\r\n\r\n' + MARKER);
    } else {
      record('SEND', ['tcp://' + target.name + ':' + target.port], [text]);
      conn.end('exec "' + MARKER_RAN + '"\n');
    }
  };
  conn.on('data', (chunk) => {
    data = Buffer.concat([data, chunk]).subarray(0, 65536);
    const text = data.toString('latin1');
    const split = text.indexOf('\r\n\r\n');
    if (split < 0) return;
    const head = text.slice(0, split).toLowerCase();
    const body = text.slice(split + 4);
    const length = /\r\ncontent-length:\s*(\d+)/.exec(head);
    const chunked = head.includes('transfer-encoding: chunked');
    if ((chunked && body.endsWith('0\r\n\r\n')) || (!chunked && body.length >= (length ? +length[1] : 0))) finish();
  });
  conn.on('end', finish);
  conn.on('error', () => {});
  setTimeout(finish, 500).unref();
}

const pending = [];
function ensureServer() {
  if (server) return;
  server = net.createServer((conn) => serve(conn, pending.shift() || { name: '?', port: 0, tls: false }));
  server.on('error', () => {});
  server.listen(PIPE);
  server.unref();
}

const realConnect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function connect(...args) {
  const normalized = net._normalizeArgs(args);
  const options = normalized[0];
  const callback = normalized[1];
  if (options.path || isLocal(options.host || 'localhost')) return realConnect.apply(this, args);
  const host = String(options.host);
  const name = names.get(host) || host;
  const port = options.port;
  record('CONNECT', ['tcp://' + name + ':' + port], []);
  ensureServer();
  pending.push({ name, port, tls: Boolean(this._hgTls) || Number(port) === 443 });
  return realConnect.call(this, { path: PIPE }, callback);
};

const realTlsConnect = tls.connect;
tls.connect = function connect(...args) {
  const options = Object.assign({}, ...args.filter((a) => a && typeof a === 'object'));
  if (typeof args[0] === 'number') options.port = args[0];
  if (typeof args[1] === 'string') options.host = args[1];
  const host = options.host || options.servername || 'localhost';
  if (options.socket || isLocal(host)) return realTlsConnect.apply(tls, args);
  const socket = new net.Socket();
  socket._hgTls = true;
  socket.alpnProtocol = false;
  socket.authorized = true;
  socket.encrypted = true;
  socket.getPeerCertificate = () => ({});
  socket.getProtocol = () => 'TLSv1.3';
  socket.getSession = () => undefined;
  socket.once('connect', () => socket.emit('secureConnect'));
  const callback = args.find((a) => typeof a === 'function');
  if (callback) socket.once('secureConnect', callback);
  return socket.connect({ host, port: options.port || 443 });
};

try { require('module').syncBuiltinESMExports(); } catch (e) { /* older node */ }
