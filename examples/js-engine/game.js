'use strict';
// One Innovation game: the Draw, Meld and Achieve actions, the opening melds, turns, the special
// achievements a meld can bring, and both ends of the game (achievements, and a draw past the
// last age). Card effects are not played: the dogma action is refused as `unsupported`.

const { ProtocolError } = require('./errors');
const { COLORS, ICONS, isInt } = require('./rules');
const { seeded } = require('./random');
const { deal, emptyPlayer, place } = require('./setup');

const illegal = (message) => new ProtocolError('illegal_move', message);
const bad = (message) => new ProtocolError('bad_request', message);
const MOVE_TYPES = ['draw', 'meld', 'dogma', 'achieve', 'choose'];

class Game {
  constructor(rules, names, seed, state) {
    this.rules = rules;
    this.rng = seeded(seed);
    this.players = names.map(emptyPlayer);
    this.supply = {};
    this.standard = {};
    this.special = [];
    this.junk = [];
    this.turn = null;
    this.pending = null;
    this.result = null;
    this.events = [];
    if (state === undefined) {
      deal(this);
      this.openingChoices = names.map(() => null);
      this.askOpeningMeld(0);
    } else {
      place(this, state);
    }
  }

  // -- reading the position -------------------------------------------------------------------

  card(name) {
    return this.rules.cards.get(name);
  }

  topCards(player) {
    return COLORS.filter((color) => player.board[color]).map((color) => player.board[color].cards[0]);
  }

  highestTop(player) {
    return Math.max(0, ...this.topCards(player).map((name) => this.card(name).age));
  }

  points(player) {
    return player.score.reduce((sum, name) => sum + this.card(name).age, 0);
  }

  icons(player) {
    const counts = Object.fromEntries(ICONS.map((icon) => [icon, 0]));
    const add = (icon) => { if (icon in counts) counts[icon] += 1; };
    for (const color of COLORS) {
      const pile = player.board[color];
      if (!pile) continue;
      this.card(pile.cards[0]).icons.forEach(add);
      const shown = pile.splay === 'none' ? [] : this.rules.revealed[pile.splay];
      for (const name of pile.cards.slice(1)) shown.forEach((position) => add(this.card(name).icons[position]));
    }
    return counts;
  }

  // Seats from `first`, clockwise, leaving out eliminated players.
  seatsFrom(first) {
    const n = this.players.length;
    return [...Array(n).keys()].map((i) => (first + i) % n).filter((seat) => !this.players[seat].eliminated);
  }

  // -- the protocol's views --------------------------------------------------------------------

  state() {
    const supply = {};
    for (const age of Object.keys(this.supply).map(Number).sort((a, b) => a - b)) supply[age] = [...this.supply[age]];
    const standard = {};
    for (const age of Object.keys(this.standard).map(Number).sort((a, b) => a - b)) standard[age] = this.standard[age];
    return {
      variant: this.rules.id,
      players: this.players.map((player) => ({
        name: player.name,
        team: null,
        eliminated: player.eliminated,
        hand: [...player.hand],
        board: Object.fromEntries(COLORS.filter((c) => player.board[c]).map((c) =>
          [c, { cards: [...player.board[c].cards], splay: player.board[c].splay }])),
        score: [...player.score],
        achievements: [...player.achievements],
        icons: this.icons(player),
      })),
      supply,
      achievements: { standard, special: [...this.special] },
      junk: [...this.junk],
      turn: this.turn && { ...this.turn },
      pending: this.pending && { ...this.pending, options: [...this.pending.options] },
      result: this.result && { winners: [...this.result.winners], reason: this.result.reason },
    };
  }

  moves() {
    if (this.result) return { player: null, moves: [] };
    if (this.pending) return { player: this.pending.player, pending: this.pending };
    const seat = this.turn.player;
    const player = this.players[seat];
    const moves = [{ type: 'draw' }];
    for (const card of player.hand) moves.push({ type: 'meld', card });
    // Listed so that a client sees the action exists, but marked: this engine has no effects.
    for (const card of this.topCards(player)) moves.push({ type: 'dogma', card, unsupported: true });
    for (const age of Object.keys(this.standard).map(Number).sort((a, b) => a - b)) {
      if (this.whyNotAchieve(player, age) === null) moves.push({ type: 'achieve', age });
    }
    return { player: seat, moves };
  }

  // Plays one move and returns its events; a refused move changes nothing.
  play(move) {
    if (move === null || typeof move !== 'object' || Array.isArray(move)) throw bad('the move must be a JSON object');
    if (!MOVE_TYPES.includes(move.type)) {
      throw bad(`unknown move type ${JSON.stringify(move.type)} (types: ${MOVE_TYPES.join(', ')})`);
    }
    if (this.result) throw illegal('the game is over');
    if (move.type === 'choose') {
      if (!Array.isArray(move.choice)) throw bad('a choose move needs a list "choice"');
      if (!this.pending) throw illegal('no decision is pending: choose an action instead');
    } else if (this.pending) {
      const who = this.players[this.pending.player].name;
      throw illegal(`${who} must first answer the pending decision with a choose move`);
    }
    if ((move.type === 'meld' || move.type === 'dogma') && typeof move.card !== 'string') {
      throw bad(`a ${move.type} move needs a card title, "card"`);
    }
    if (move.type === 'achieve' && !isInt(move.age)) throw bad('an achieve move needs an integer "age"');

    this.events = [];
    const seat = this.turn && this.turn.player;
    const player = this.turn && this.players[seat];
    if (move.type === 'choose') {
      this.choose(move.choice);
      return this.events;
    }
    if (move.type === 'dogma') {
      if (!this.topCards(player).includes(move.card)) throw illegal(`${player.name} has no top card ${move.card}`);
      throw new ProtocolError('unsupported', `this engine plays no card effects: the dogma of ${move.card} is not implemented`);
    }
    if (move.type === 'meld') {
      if (!player.hand.includes(move.card)) throw illegal(`${player.name} cannot meld ${move.card}: it is not in their hand`);
      player.hand.splice(player.hand.indexOf(move.card), 1);
      this.meld(seat, move.card);
    } else if (move.type === 'achieve') {
      const why = this.whyNotAchieve(player, move.age);
      if (why !== null) throw illegal(`${player.name} cannot achieve age ${move.age}: ${why}`);
      const card = this.standard[move.age];
      delete this.standard[move.age];
      player.achievements.push(card);
      this.events.push({ type: 'achieve', player: seat, achievement: card, age: move.age });
    } else {
      this.draw(seat);
    }
    if (!this.result) this.claimSpecials();
    if (!this.result) this.checkTarget();
    if (!this.result) this.useAction();
    return this.events;
  }

  // -- actions ----------------------------------------------------------------------------------

  meld(seat, name) {
    const { color } = this.card(name);
    const board = this.players[seat].board;
    if (board[color]) board[color].cards.unshift(name);
    else board[color] = { cards: [name], splay: 'none' };
    this.events.push({ type: 'meld', player: seat, card: name, color });
  }

  // The draw action: the age of the highest top card, skipping empty piles upward; having to
  // draw past the last age ends the game by score.
  draw(seat) {
    const { rules } = this;
    let age = this.highestTop(this.players[seat]) || rules.emptyBoardAge;
    while (age <= rules.ageMax && age < rules.gameEndDraw && !(this.supply[age] && this.supply[age].length)) age += 1;
    if (age > rules.ageMax || age >= rules.gameEndDraw) {
      this.endByScore();
      return;
    }
    const card = this.supply[age].shift();
    this.players[seat].hand.push(card);
    this.events.push({ type: 'draw', player: seat, card, age });
  }

  // Null when the player may achieve that age now, else the reason.
  whyNotAchieve(player, age) {
    const { rules } = this;
    if (this.standard[age] === undefined) return `no age ${age} achievement is available`;
    const held = player.achievements.filter((name) => this.card(name) && this.card(name).age === age).length;
    const cost = rules.scorePerAge * age * (rules.repeatCost === 'multiplied' ? held + 1 : 1);
    const points = this.points(player);
    if (points < cost) return `it costs ${cost} points and they have ${points}`;
    if (rules.needsTopCard && this.highestTop(player) < age) return `it needs a top card of age ${age} or higher`;
    return null;
  }

  useAction() {
    this.turn.actions_left -= 1;
    if (this.turn.actions_left > 0) return;
    const next = this.seatsFrom(this.turn.player + 1)[0];
    this.startTurn(next, this.turn.number + 1);
  }

  startTurn(seat, number) {
    const actions = number <= this.singleActionTurns ? 1 : this.rules.perTurn;
    this.turn = { number, player: seat, actions_left: actions };
    this.events.push({ type: 'turn', player: seat, number, actions });
  }

  // -- the opening melds ------------------------------------------------------------------------

  // Asks the next seat, from `seat` on, that has a real choice; melds everything once all chose.
  askOpeningMeld(seat) {
    for (let s = seat; s < this.players.length; s += 1) {
      const hand = this.players[s].hand;
      const count = Math.min(this.rules.openingMelds, hand.length);
      if (hand.length <= count) {
        this.openingChoices[s] = [...hand]; // nothing to choose: the whole hand is melded
        continue;
      }
      this.pending = {
        player: s, kind: 'opening_meld', prompt: `Choose ${count} card${count === 1 ? '' : 's'} from your hand to meld before the first turn`,
        options: [...hand], min: count, max: count,
      };
      return;
    }
    this.pending = null;
    this.openingMeldsTogether();
  }

  openingMeldsTogether() {
    this.players.forEach((player, seat) => {
      for (const name of this.openingChoices[seat]) {
        player.hand.splice(player.hand.indexOf(name), 1);
        this.meld(seat, name);
      }
    });
    // The first player melded the title that sorts first (a plain comparison of the titles).
    const first = (seat) => [...this.openingChoices[seat]].sort()[0];
    const seats = [...this.players.keys()].filter((seat) => this.openingChoices[seat].length);
    const starter = seats.reduce((best, seat) => (first(seat) < first(best) ? seat : best), seats[0] || 0);
    this.openingChoices = null;
    this.startTurn(starter, 1);
    this.claimSpecials();
    this.checkTarget();
  }

  choose(choice) {
    const decision = this.pending;
    const { min, max, options } = decision;
    if (choice.length < min || choice.length > max) {
      const bounds = min === max ? `exactly ${min}` : `between ${min} and ${max}`;
      throw illegal(`choose ${bounds} of the options, not ${choice.length}`);
    }
    const left = [...options];
    for (const item of choice) {
      const at = left.findIndex((option) => typeof option === typeof item && JSON.stringify(option) === JSON.stringify(item));
      if (at < 0) {
        const listed = options.some((option) => JSON.stringify(option) === JSON.stringify(item) && typeof option === typeof item);
        throw illegal(listed ? `${JSON.stringify(item)} is chosen more often than it is offered`
          : `${JSON.stringify(item)} is not an option of the pending decision (options: ${JSON.stringify(options)})`);
      }
      left.splice(at, 1);
    }
    // The only decision this skeleton asks is the opening meld.
    this.openingChoices[decision.player] = [...choice];
    this.askOpeningMeld(decision.player + 1);
  }

  // -- achievements and the end of the game -----------------------------------------------------

  meets(player, special) {
    const tops = this.topCards(player).map((name) => this.card(name));
    const icons = this.icons(player);
    switch (special.kind) {
      case 'each-icon-at-least':
        return special.icons.every((icon) => (icons[icon] || 0) >= special.count);
      case 'icon-at-least':
        return (icons[special.icon] || 0) >= special.count;
      case 'colors-splayed':
        return COLORS.filter((c) => player.board[c] && special.directions.includes(player.board[c].splay)).length >= special.colors;
      case 'top-cards-of-value':
        return tops.filter((top) => top.age >= special.min_value).length >= special.count;
      case 'top-cards-with-demand':
        return tops.filter((top) => top.hasDemand).length >= special.count;
      default:
        // 'tucked-or-scored-in-turn' (Monument): only card effects tuck or score, and none are played.
        return false;
    }
  }

  // Claims every special achievement a player now meets, in the variant's order of precedence.
  claimSpecials() {
    const current = this.turn ? this.turn.player : 0;
    const order = this.rules.specialTie === 'left-of-current-first'
      ? this.seatsFrom(current + 1) : this.seatsFrom(current);
    for (const seat of order) {
      for (const special of this.rules.specials) {
        if (!this.special.includes(special.name) || !this.meets(this.players[seat], special)) continue;
        this.special.splice(this.special.indexOf(special.name), 1);
        this.players[seat].achievements.push(special.name);
        this.events.push({ type: 'achieve', player: seat, achievement: special.name, special: true });
      }
    }
  }

  checkTarget() {
    const { rules } = this;
    const target = Math.max(rules.targetMinimum,
      rules.targetBase + rules.targetPerPlayer * this.players.length + rules.targetPerExpansion * rules.expansions);
    const reached = this.seatsFrom(0).filter((seat) => this.players[seat].achievements.length >= target);
    if (!reached.length) return;
    const most = Math.max(...reached.map((seat) => this.players[seat].achievements.length));
    let winners = reached.filter((seat) => this.players[seat].achievements.length === most);
    if (winners.length > 1 && rules.simultaneousTarget !== 'all-win') {
      const current = this.turn.player;
      const from = rules.simultaneousTarget === 'most-then-left-of-current-first' ? current + 1 : current;
      winners = [this.seatsFrom(from).find((seat) => winners.includes(seat))];
    }
    this.end(winners, 'achievements');
  }

  // Highest score wins; a tie goes to the most achievements; a tie after that is shared or a draw.
  endByScore() {
    const active = this.seatsFrom(0);
    const best = Math.max(...active.map((seat) => this.points(this.players[seat])));
    let tied = active.filter((seat) => this.points(this.players[seat]) === best);
    const most = Math.max(...tied.map((seat) => this.players[seat].achievements.length));
    tied = tied.filter((seat) => this.players[seat].achievements.length === most);
    if (tied.length > 1 && this.rules.fullTie === 'draw') this.end([], 'draw');
    else this.end(tied, 'score');
  }

  end(winners, reason) {
    this.result = { winners: [...winners].sort((a, b) => a - b), reason };
    this.pending = null;
    this.events.push({ type: 'game_over', player: this.turn ? this.turn.player : 0, winners: this.result.winners, reason });
  }
}

module.exports = { Game };
