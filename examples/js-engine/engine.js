#!/usr/bin/env node
'use strict';
// A skeleton Innovation engine speaking rulebook's protocol v1 (docs/protocol.md): one JSON
// request per line on stdin, one JSON answer per line on stdout. Node 20, no dependencies.
//
//   rulebook check --impl "cmd:node examples/js-engine/engine.js" --variant deluxe

const { ProtocolError } = require('./errors');
const { BUNDLED, bundledRules, isInt, readRules } = require('./rules');
const { Game } = require('./game');

const PROTOCOL = 1;
const REVISION = 1;
const MAX_LINE = 1024 * 1024;
const MAX_DEPTH = 64;
const MAX_INTEGER = 2 ** 64 - 1;
const NEW_GAME_FIELDS = ['op', 'variant', 'players', 'seed', 'state'];

const bad = (message) => new ProtocolError('bad_request', message);
// A UTF-16 surrogate without its pair (String.prototype.isWellFormed needs Node 20; this works on 18).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

let game = null;

function hello(request) {
  if (request.protocol !== PROTOCOL) {
    throw new ProtocolError('unsupported', `this engine speaks protocol ${PROTOCOL}, not ${JSON.stringify(request.protocol)}`);
  }
  const asked = request.revision === undefined ? 0 : request.revision;
  if (!isInt(asked) || asked < 0) throw bad('revision must be a non-negative integer');
  const answer = {
    protocol: PROTOCOL,
    implementation: { name: 'rulebook-js-skeleton', version: '0.1.0' },
    games: ['innovation'],
    variants: Object.keys(BUNDLED),
    // No teams, no hidden information, and card effects are not played (see README.md).
    capabilities: ['partial_state', 'resolved_variant', 'events'],
  };
  const revision = Math.min(asked, REVISION);
  if (revision >= 1) {
    answer.revision = revision;
    answer.players = Object.fromEntries(Object.entries(BUNDLED).map(([id, v]) => [id, [v.players.min, v.players.max]]));
  }
  return answer;
}

function newGame(request) {
  for (const field of Object.keys(request)) {
    if (!field.startsWith('x-') && !NEW_GAME_FIELDS.includes(field)) throw bad(`new_game does not take ${field}`);
  }
  let rules;
  if (typeof request.variant === 'string') rules = bundledRules(request.variant);
  else if (request.variant !== null && typeof request.variant === 'object' && !Array.isArray(request.variant)) {
    rules = readRules(request.variant);
  } else throw bad('variant must be a variant id or a resolved variant object');
  const names = request.players;
  if (!Array.isArray(names) || !names.every((name) => typeof name === 'string' && name !== '')) {
    throw bad('players must be a list of non-empty names');
  }
  if (new Set(names).size !== names.length) throw bad('the player names must be distinct');
  const [min, max] = rules.players;
  if (names.length < min || names.length > max) {
    throw bad(`variant '${rules.id}' is played by ${min} to ${max} players, not ${names.length}`);
  }
  const seed = request.seed === undefined ? 0 : request.seed;
  if (!isInt(seed)) throw bad('seed must be an integer');
  const state = request.state;
  if (state !== undefined && (state === null || typeof state !== 'object' || Array.isArray(state))) {
    throw bad('state must be an object');
  }
  game = new Game(rules, names, seed, state);
  return { state: game.state() };
}

function needGame() {
  if (!game) throw bad('no game: send new_game first');
  return game;
}

const OPS = {
  hello,
  new_game: newGame,
  moves: () => needGame().moves(),
  play: (request) => {
    const events = needGame().play(request.move);
    return { state: game.state(), events };
  },
  state: () => ({ state: needGame().state() }),
  bye: () => ({}),
};

// -- reading lines ------------------------------------------------------------------------------

// Refuses what JSON.parse lets through but the protocol does not: deep nesting, numbers that are
// not finite or too large, lone surrogates in strings.
function checkValue(value, depth) {
  if (depth > MAX_DEPTH) throw bad(`the request is nested deeper than ${MAX_DEPTH} levels`);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw bad('the request holds a number that is not finite');
    if (Number.isInteger(value) && Math.abs(value) > MAX_INTEGER) throw bad('the request holds an integer beyond 2^64 - 1');
  } else if (typeof value === 'string') {
    if (LONE_SURROGATE.test(value)) throw bad('the request holds a lone surrogate in a string');
  } else if (value !== null && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) {
      if (LONE_SURROGATE.test(name)) throw bad('the request holds a lone surrogate in a key');
      checkValue(item, depth + 1);
    }
  }
}

const decoder = new TextDecoder('utf-8', { fatal: true });

// The offset of the first byte that breaks UTF-8, named in the refusal (never echoed as text).
function invalidUtf8At(bytes) {
  for (let i = 0; i < bytes.length;) {
    const lead = bytes[i];
    const length = lead < 0x80 ? 1 : lead >= 0xc2 && lead < 0xe0 ? 2 : lead >= 0xe0 && lead < 0xf0 ? 3 : lead >= 0xf0 && lead < 0xf5 ? 4 : 0;
    if (length === 0) return i;
    for (let k = 1; k < length; k += 1) {
      if (i + k >= bytes.length || (bytes[i + k] & 0xc0) !== 0x80) return i;
      // Overlong three- and four-byte forms, surrogates and code points beyond U+10FFFF.
      if (k === 1 && ((lead === 0xe0 && bytes[i + 1] < 0xa0) || (lead === 0xed && bytes[i + 1] >= 0xa0)
        || (lead === 0xf0 && bytes[i + 1] < 0x90) || (lead === 0xf4 && bytes[i + 1] >= 0x90))) return i + 1;
    }
    i += length;
  }
  return 0;
}

// The request of one line, parsed and checked (a refusal throws a ProtocolError).
function readRequest(bytes) {
  let text;
  try {
    text = decoder.decode(bytes);
  } catch {
    const at = invalidUtf8At(bytes);
    throw bad(`the request is not valid UTF-8 (byte 0x${bytes[at].toString(16).padStart(2, '0')} at offset ${at})`);
  }
  let request;
  try {
    request = JSON.parse(text);
  } catch (error) {
    throw bad(`the request is not JSON (${error.message})`);
  }
  checkValue(request, 1);
  if (request === null || typeof request !== 'object' || Array.isArray(request)) throw bad('the request must be a JSON object');
  if (typeof request.op !== 'string') throw bad('the request has no string "op"');
  if (!Object.prototype.hasOwnProperty.call(OPS, request.op)) {
    throw bad(`unknown op ${JSON.stringify(request.op)} (ops: ${Object.keys(OPS).join(', ')})`);
  }
  return request;
}

function write(answer) {
  // Writes to a pipe are synchronous on Linux, so each answer is out before the next request.
  process.stdout.write(`${JSON.stringify(answer)}\n`);
}

function refusal(error) {
  if (error instanceof ProtocolError) return { ok: false, error: { code: error.code, message: error.message } };
  // A bug of this engine: say so, and keep the session going.
  process.stderr.write(`${error.stack}\n`);
  return { ok: false, error: { code: 'internal_error', message: `${error.name}: ${error.message}`, detail: String(error.stack) } };
}

// Answers one line; true when it was a bye (the engine then exits).
function respond(bytes) {
  try {
    const request = readRequest(bytes);
    write({ ok: true, ...OPS[request.op](request) });
    return request.op === 'bye';
  } catch (error) {
    write(refusal(error));
    return false;
  }
}

let buffered = Buffer.alloc(0);
let overlong = false; // inside a line longer than MAX_LINE: its bytes are dropped, then it is refused
let closing = false;

function handleLine(line) {
  if (overlong || line.length > MAX_LINE) {
    overlong = false;
    write(refusal(bad(`the request is longer than ${MAX_LINE} bytes`)));
    return false;
  }
  if (line.toString('latin1').trim() === '') return false; // blank lines get no answer
  return respond(line);
}

process.stdin.on('data', (chunk) => {
  if (closing) return;
  buffered = Buffer.concat([buffered, chunk]);
  let end;
  while (!closing && (end = buffered.indexOf(10)) >= 0) {
    const line = buffered.subarray(0, end);
    buffered = buffered.subarray(end + 1);
    if (handleLine(line)) {
      closing = true;
      process.exit(0);
    }
  }
  if (buffered.length > MAX_LINE) {
    overlong = true;
    buffered = Buffer.alloc(0);
  }
});

// End of input: answer a last line without its newline, then exit with status 0.
process.stdin.on('end', () => {
  if (!closing && (buffered.length || overlong)) handleLine(buffered);
});
