'use strict';
// Starting positions: a fresh deal (no `state` in new_game), or a partial state given to
// new_game (capability partial_state), checked and filled in as docs/protocol.md section 5 says.

const { ProtocolError } = require('./errors');
const { COLORS, isInt } = require('./rules');

const AGE_KEY = /^(0|[1-9][0-9]*)$/;

function bad(message) {
  return new ProtocolError('bad_request', message);
}

function isObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

// Refuses keys outside `allowed`; `x-` keys are extensions and are ignored.
function onlyKeys(value, allowed, where) {
  for (const name of Object.keys(value)) {
    if (!name.startsWith('x-') && !allowed.includes(name)) {
      throw bad(`${where}: unknown key '${name}' (allowed: ${allowed.join(', ')})`);
    }
  }
}

function emptyPlayer(name) {
  return { name, eliminated: false, hand: [], board: {}, score: [], achievements: [] };
}

function supplyAges(rules) {
  const ages = [];
  for (let age = rules.ageMin; age <= rules.ageMax; age += 1) ages.push(age);
  return ages;
}

function cardsOfAge(rules, age) {
  return [...rules.cards.values()].filter((card) => card.age === age).map((card) => card.name);
}

// How many turns, from turn 1, start with a single action.
function singleActionTurns(rules, seats) {
  return seats >= rules.largeFrom ? rules.oneActionTurnsLarge : rules.oneActionTurns;
}

// A fresh game: shuffled piles, one achievement per achievement age, the opening draw.
function deal(game) {
  const { rules, rng } = game;
  for (const age of supplyAges(rules)) game.supply[age] = rng.shuffle(cardsOfAge(rules, age));
  for (const age of rules.achievementAges) {
    const pile = game.supply[age];
    if (pile && pile.length) game.standard[age] = pile.shift();
  }
  game.special = rules.specials.map((special) => special.name);
  const large = rules.largeGameFrom !== null && game.players.length >= rules.largeGameFrom;
  const count = large ? rules.largeGameDraw : rules.openingDraw;
  for (let i = 0; i < count; i += 1) {
    for (const player of game.players) {
      const card = game.supply[rules.ageMin].shift();
      if (card !== undefined) player.hand.push(card);
    }
  }
  game.singleActionTurns = singleActionTurns(rules, game.players.length);
}

// Places a given position, refusing what section 5.1 refuses, then fills in what it leaves out
// (section 5.2), in the reference's order: players, junk, listed piles, achievements, the rest.
function place(game, state) {
  const { rules, rng } = game;
  const seats = game.players.length;
  const specialNames = rules.specials.map((special) => special.name);
  const placedAt = new Map();

  const title = (name, where, specialAllowed) => {
    if (typeof name !== 'string') throw bad(`${where}: must be a card title`);
    const isSpecial = specialNames.includes(name);
    if (!rules.cards.has(name) && !(specialAllowed && isSpecial)) {
      throw bad(`${where}: '${name}' is not ${isSpecial ? 'a card (special achievements go only in achievements or junk)' : `a card of ${rules.id}`}`);
    }
    if (placedAt.has(name)) throw bad(`${where}: '${name}' is already placed at ${placedAt.get(name)}`);
    placedAt.set(name, where);
    return name;
  };
  const titles = (list, where, specialAllowed = false) => {
    if (list === undefined) return [];
    if (!Array.isArray(list)) throw bad(`${where}: must be a list of card titles`);
    return list.map((name, i) => title(name, `${where}[${i}]`, specialAllowed));
  };

  onlyKeys(state, ['variant', 'players', 'supply', 'achievements', 'junk', 'turn', 'pending', 'result'], 'state');
  if (state.variant !== undefined && state.variant !== null && state.variant !== rules.id) {
    throw bad(`state.variant: '${state.variant}' is not the game's variant ${rules.id}`);
  }
  for (const name of ['pending', 'result']) {
    if (state[name] !== undefined && state[name] !== null) {
      throw bad(`state.${name}: a given state cannot hold a ${name === 'pending' ? 'pending decision' : 'finished game'}`);
    }
  }

  // Players.
  const players = state.players === undefined ? [] : state.players;
  if (!Array.isArray(players)) throw bad('state.players: must be a list');
  if (players.length > seats) throw bad(`state.players: ${players.length} entries for ${seats} seats`);
  players.forEach((entry, seat) => {
    const where = `state.players[${seat}]`;
    if (!isObject(entry)) throw bad(`${where}: must be an object`);
    onlyKeys(entry, ['name', 'team', 'eliminated', 'hand', 'board', 'score', 'achievements', 'icons'], where);
    const player = game.players[seat];
    if (entry.name !== undefined && entry.name !== player.name) {
      throw bad(`${where}.name: '${entry.name}' is not the name of seat ${seat} (${player.name})`);
    }
    if (entry.team !== undefined && entry.team !== null) throw bad(`${where}.team: this game has no teams (null)`);
    if (entry.eliminated !== undefined && typeof entry.eliminated !== 'boolean') {
      throw bad(`${where}.eliminated: must be true or false`);
    }
    player.eliminated = entry.eliminated === true;
    player.hand = titles(entry.hand, `${where}.hand`);
    player.score = titles(entry.score, `${where}.score`);
    player.achievements = titles(entry.achievements, `${where}.achievements`, true);
    const board = entry.board === undefined ? {} : entry.board;
    if (!isObject(board)) throw bad(`${where}.board: must be an object of colours`);
    for (const color of COLORS.filter((c) => c in board).concat(Object.keys(board).filter((c) => !COLORS.includes(c)))) {
      const at = `${where}.board.${color}`;
      if (!COLORS.includes(color)) throw bad(`${at}: unknown colour (colours: ${COLORS.join(', ')})`);
      const pile = board[color];
      if (!isObject(pile)) throw bad(`${at}: must be an object with cards and splay`);
      onlyKeys(pile, ['cards', 'splay'], at);
      if (!Array.isArray(pile.cards) || pile.cards.length === 0) {
        throw bad(`${at}.cards: must be a non-empty list (leave the colour out instead)`);
      }
      const cards = titles(pile.cards, `${at}.cards`);
      cards.forEach((card, i) => {
        if (rules.cards.get(card).color !== color) throw bad(`${at}.cards[${i}]: '${card}' is not ${color}`);
      });
      const splay = pile.splay === undefined ? 'none' : pile.splay;
      if (splay !== 'none' && !Object.prototype.hasOwnProperty.call(rules.revealed, splay)) {
        throw bad(`${at}.splay: must be one of none, ${Object.keys(rules.revealed).join(', ')}`);
      }
      if (splay !== 'none' && cards.length < 2 && rules.unsplaySmallPiles) {
        throw bad(`${at}.splay: a pile of one card cannot be splayed`);
      }
      player.board[color] = { cards, splay };
    }
  });

  // Junk, then the listed supply piles.
  game.junk = titles(state.junk, 'state.junk', true);
  const supply = state.supply === undefined ? {} : state.supply;
  if (!isObject(supply)) throw bad('state.supply: must be an object of piles by age');
  const ages = supplyAges(rules);
  for (const age of Object.keys(supply)) {
    if (age.startsWith('x-')) continue;
    if (!AGE_KEY.test(age) || !ages.includes(Number(age))) {
      throw bad(`state.supply.${age}: not a supply age of ${rules.id} (${rules.ageMin} to ${rules.ageMax})`);
    }
    const pile = titles(supply[age], `state.supply.${age}`);
    pile.forEach((card, i) => {
      if (rules.cards.get(card).age !== Number(age)) throw bad(`state.supply.${age}[${i}]: '${card}' is not of age ${age}`);
    });
    game.supply[age] = pile;
  }

  // Achievements: the specials, then the standard ones (given, or dealt as at setup).
  const achievements = state.achievements === undefined ? {} : state.achievements;
  if (!isObject(achievements)) throw bad('state.achievements: must be an object');
  onlyKeys(achievements, ['standard', 'special'], 'state.achievements');
  if (achievements.special !== undefined && achievements.special !== null) {
    const given = titles(achievements.special, 'state.achievements.special', true);
    given.forEach((name, i) => {
      if (!specialNames.includes(name)) throw bad(`state.achievements.special[${i}]: '${name}' is not a special achievement of ${rules.id}`);
    });
    game.special = specialNames.filter((name) => given.includes(name));
  } else {
    game.special = specialNames.filter((name) => !placedAt.has(name));
  }
  if (achievements.standard !== undefined && achievements.standard !== null) {
    if (!isObject(achievements.standard)) throw bad('state.achievements.standard: must be an object of cards by age');
    for (const [age, card] of Object.entries(achievements.standard)) {
      const where = `state.achievements.standard.${age}`;
      if (age.startsWith('x-')) continue;
      if (!AGE_KEY.test(age)) throw bad(`${where}: an age must be a plain decimal number`);
      title(card, where, false);
      if (rules.cards.get(card).age !== Number(age)) throw bad(`${where}: '${card}' is not of age ${age}`);
      game.standard[age] = card;
    }
  } else {
    const claimed = new Set(game.players.flatMap((p) => p.achievements)
      .filter((name) => rules.cards.has(name)).map((name) => rules.cards.get(name).age));
    for (const age of rules.achievementAges) {
      if (!ages.includes(age) || claimed.has(age)) continue;
      const free = cardsOfAge(rules, age).filter((name) => !placedAt.has(name));
      if (!free.length) continue;
      const card = free[rng.below(free.length)];
      placedAt.set(card, `state.achievements.standard.${age}`);
      game.standard[age] = card;
    }
  }

  // Every card still placed nowhere: into the supply ages the state leaves out, shuffled; the
  // rest of a listed age is out of play.
  for (const age of ages) {
    if (game.supply[age] !== undefined) continue;
    game.supply[age] = rng.shuffle(cardsOfAge(rules, age).filter((name) => !placedAt.has(name)));
  }

  // The turn.
  const turn = state.turn;
  if (turn === undefined || turn === null) {
    game.turn = { number: 1, player: 0, actions_left: rules.perTurn };
    game.singleActionTurns = 0; // no single-action turns follow a position without a turn
  } else {
    if (!isObject(turn)) throw bad('state.turn: must be an object');
    onlyKeys(turn, ['number', 'player', 'actions_left'], 'state.turn');
    const number = turn.number === undefined ? 1 : turn.number;
    const player = turn.player === undefined ? 0 : turn.player;
    const actions = turn.actions_left === undefined ? rules.perTurn : turn.actions_left;
    if (!isInt(number) || number < 1) throw bad('state.turn.number: must be an integer from 1');
    if (!isInt(player) || player < 0 || player >= seats) throw bad(`state.turn.player: must be a seat, 0 to ${seats - 1}`);
    if (!isInt(actions) || actions < 1 || actions > rules.perTurn) {
      throw bad(`state.turn.actions_left: must be an integer from 1 to ${rules.perTurn}`);
    }
    game.turn = { number, player, actions_left: actions };
    game.singleActionTurns = singleActionTurns(rules, seats);
  }
  if (game.players[game.turn.player].eliminated) throw bad('state.turn.player: the player to act is eliminated');
  if (game.players.filter((p) => !p.eliminated).length < 2) throw bad('state.players: fewer than two players are still in the game');
}

module.exports = { deal, emptyPlayer, place };
