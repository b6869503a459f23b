'use strict';
// The rule values and card facts the skeleton plays by.
//
// A bundled variant comes from variants.json (each entry is `rulebook show ID --format json`
// without its documentation keys); a house variant arrives whole in new_game's `variant`
// (capability resolved_variant). Both go through readRules, which keeps only the values this
// skeleton reads and refuses, as `unsupported`, any value it does not play.

const fs = require('fs');
const path = require('path');
const { ProtocolError } = require('./errors');

const HERE = __dirname;
// The project's card data, found relative to this script (examples/js-engine/ -> engine/data/cards/).
const CARD_DIR = path.join(HERE, '..', '..', 'engine', 'data', 'cards');
const CARD_FILES = { base: path.join(CARD_DIR, 'base.json'), 'base-ultimate': path.join(CARD_DIR, 'base-ultimate.json') };
const BUNDLED = JSON.parse(fs.readFileSync(path.join(HERE, 'variants.json'), 'utf8'));

const COLORS = ['blue', 'red', 'green', 'yellow', 'purple'];
const ICONS = ['crown', 'leaf', 'lightbulb', 'castle', 'factory', 'clock'];
const SPLAYS = ['none', 'left', 'right', 'up', 'aslant'];
// The positions of a card's four icons, in the order the card data lists them.
const POSITIONS = ['top_left', 'bottom_left', 'bottom_middle', 'bottom_right'];
const CONDITION_KINDS = ['tucked-or-scored-in-turn', 'each-icon-at-least', 'icon-at-least',
  'colors-splayed', 'top-cards-of-value', 'top-cards-with-demand'];

const cardSets = {};

function loadCards(set) {
  if (!cardSets[set]) {
    const data = JSON.parse(fs.readFileSync(CARD_FILES[set], 'utf8'));
    const byName = new Map();
    for (const card of data.cards) {
      byName.set(card.name, {
        name: card.name, age: card.age, color: card.color, icons: card.icons,
        hasDemand: (card.effects || []).some((effect) => effect.kind === 'demand'),
      });
    }
    cardSets[set] = byName;
  }
  return cardSets[set];
}

function isInt(value) {
  return typeof value === 'number' && Number.isInteger(value);
}

// Reads one dotted key of a variant object, checking its type: a wrong or missing value is the
// client's mistake (bad_request), as the reference says for an invalid variant.
function key(variant, dotted, check, what) {
  let node = variant;
  for (const part of dotted.split('.')) {
    node = node !== null && typeof node === 'object' && !Array.isArray(node) ? node[part] : undefined;
  }
  if (!check(node)) {
    throw new ProtocolError('bad_request', `invalid variant: key '${dotted}' must be ${what}`);
  }
  return node;
}

const int = (v) => isInt(v);
const bool = (v) => typeof v === 'boolean';
const intList = (v) => Array.isArray(v) && v.every(isInt);
const object = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

function unsupported(dotted, value, why) {
  throw new ProtocolError('unsupported',
    `this engine does not play ${dotted} = ${JSON.stringify(value)}${why ? ` (${why})` : ''}`);
}

// The rule values the skeleton uses, from a resolved Innovation variant object.
function readRules(variant) {
  if (!object(variant) || typeof variant.id !== 'string' || typeof variant.game !== 'string') {
    throw new ProtocolError('bad_request', 'invalid variant: a variant object needs the strings game and id');
  }
  if (variant.game !== 'innovation') {
    throw new ProtocolError('unsupported', `this engine plays Innovation only, not ${variant.game}`);
  }
  const set = key(variant, 'cards.set', (v) => typeof v === 'string', 'a card set name');
  if (!CARD_FILES[set]) unsupported('cards.set', set, 'it plays the base set only');
  const expansions = key(variant, 'cards.expansions', Array.isArray, 'a list');
  if (expansions.length) unsupported('cards.expansions', expansions, 'no expansion is played');
  if (key(variant, 'teams.enabled', bool, 'true or false')) unsupported('teams.enabled', true);
  const handLimit = key(variant, 'limits.hand', int, 'an integer');
  if (handLimit !== 0) unsupported('limits.hand', handLimit);
  const perAction = key(variant, 'actions.achievements_per_action', int, 'an integer');
  if (perAction !== 1) unsupported('actions.achievements_per_action', perAction);
  const skip = key(variant, 'actions.skip_empty_piles', bool, 'true or false');
  if (!skip) unsupported('actions.skip_empty_piles', skip);
  const firstPlayer = key(variant, 'setup.first_player', (v) => typeof v === 'string', 'a string');
  if (firstPlayer !== 'alphabetical-english-title') unsupported('setup.first_player', firstPlayer);
  const tiebreak = key(variant, 'victory.score_tiebreak', (v) => Array.isArray(v), 'a list');
  if (tiebreak.some((t) => t !== 'achievements')) unsupported('victory.score_tiebreak', tiebreak);

  const conditions = key(variant, 'special_achievements.conditions', object, 'a table');
  for (const [name, condition] of Object.entries(conditions)) {
    if (!object(condition) || !CONDITION_KINDS.includes(condition.kind)) {
      unsupported(`special_achievements.conditions.${name}.kind`, condition && condition.kind);
    }
  }
  const revealed = key(variant, 'splay.revealed', object, 'a table');
  const target = key(variant, 'victory.achievements', object, 'a table');
  const rules = {
    id: variant.id,
    set,
    cards: loadCards(set),
    players: [key(variant, 'players.min', int, 'an integer'), key(variant, 'players.max', int, 'an integer')],
    ageMin: key(variant, 'ages.min', int, 'an integer'),
    ageMax: key(variant, 'ages.max', int, 'an integer'),
    gameEndDraw: key(variant, 'ages.game_end_draw', int, 'an integer'),
    achievementAges: key(variant, 'setup.achievement_ages', intList, 'a list of integers'),
    expansions: key(variant, 'setup.expansions', int, 'an integer'),
    openingDraw: key(variant, 'setup.opening_draw', int, 'an integer'),
    openingMelds: key(variant, 'setup.opening_melds', int, 'an integer'),
    // Ultimate's large games deal fewer cards; absent elsewhere.
    largeGameFrom: isInt(variant.setup.large_game_from_players) ? variant.setup.large_game_from_players : null,
    largeGameDraw: isInt(variant.setup.large_game_opening_draw) ? variant.setup.large_game_opening_draw : null,
    oneActionTurns: key(variant, 'setup.first_turn_one_action', int, 'an integer'),
    oneActionTurnsLarge: key(variant, 'setup.first_turn_one_action_large', int, 'an integer'),
    largeFrom: key(variant, 'setup.first_turn_large_from', int, 'an integer'),
    perTurn: key(variant, 'actions.per_turn', int, 'an integer'),
    emptyBoardAge: key(variant, 'actions.empty_board_draw_age', int, 'an integer'),
    scorePerAge: key(variant, 'actions.achieve_score_per_age', int, 'an integer'),
    needsTopCard: key(variant, 'actions.achieve_needs_top_card', bool, 'true or false'),
    repeatCost: key(variant, 'actions.repeat_achievement_cost', (v) => ['flat', 'multiplied'].includes(v),
      "'flat' or 'multiplied'"),
    revealed: Object.fromEntries(Object.entries(revealed).map(([dir, where]) =>
      [dir, where.map((position) => POSITIONS.indexOf(position))])),
    unsplaySmallPiles: key(variant, 'splay.unsplay_small_piles', bool, 'true or false'),
    specials: Object.entries(conditions).map(([name, condition]) => ({ name, ...condition })),
    specialTie: key(variant, 'special_achievements.tie', (v) => typeof v === 'string', 'a string'),
    targetBase: key(target, 'base', int, 'an integer'),
    targetPerPlayer: key(target, 'per_player', int, 'an integer'),
    targetPerExpansion: key(target, 'per_expansion', int, 'an integer'),
    targetMinimum: isInt(target.minimum) ? target.minimum : 0,
    simultaneousTarget: key(variant, 'victory.simultaneous_target', (v) => typeof v === 'string', 'a string'),
    fullTie: key(variant, 'victory.score_full_tie', (v) => ['shared', 'draw'].includes(v), "'shared' or 'draw'"),
  };
  return rules;
}

function bundledRules(id) {
  if (!Object.prototype.hasOwnProperty.call(BUNDLED, id)) {
    throw new ProtocolError('unsupported',
      `variant '${id}' is not served; known: ${Object.keys(BUNDLED).join(', ')}`);
  }
  return readRules(BUNDLED[id]);
}

module.exports = {
  BUNDLED, COLORS, ICONS, SPLAYS, bundledRules, isInt, readRules,
};
