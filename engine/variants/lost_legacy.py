"""The Lost Legacy variant model: which cards form the deck, and the rules of a round."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from .common import Players, Strict, VariantHeader

Speed = Literal["1", "2", "3", "4", "5", "6", "7", "8", "X"]
# Bounds (see common.py for why every number is bounded): a box holds 16 cards, the Megamix 31;
# the deck is built card by card in play and serve, so its size must stay small.
MAX_DECK = 100
MAX_COPIES = 16
MAX_DEAL = 16


class CardCount(Strict):
    name: str = Field(description="English card name, as in the card data.")
    copies: int = Field(ge=1, le=MAX_COPIES, description="Copies of it in the deck.")


class Deck(Strict):
    sets: list[str] = Field(
        default_factory=list, max_length=MAX_DECK, description="Card sets used whole (ids from the card data: 'starship', 'flying-garden').")
    remove: list[str] = Field(default_factory=list, max_length=MAX_DECK, description="Card names taken out of those sets (one copy each).")
    cards: list[CardCount] = Field(
        default_factory=list, max_length=MAX_DECK, description="A custom set: cards chosen one by one, in addition to whole sets.")
    complete: bool = Field(
        description="Every card of the deck is known; false when a set used is only partly documented.")
    size: int = Field(ge=1, le=MAX_DECK, description="Cards in the deck when complete (16 per set; 31 for the Megamix).")


class Composition(Strict):
    speeds: dict[Speed, Annotated[int, Field(ge=0, le=MAX_COPIES)]] = Field(
        description="A custom set's cards per research speed (one each of 1 to 5, two of 6, three each of 7, 8, X).",
        json_schema_extra={"entry_description": "Cards of research speed {key} in a custom set."})
    single_set_speeds: list[Speed] = Field(
        description="Speeds whose copies must all come from one set.")


class LLSetup(Strict):
    deal: int = Field(default=1, ge=1, le=MAX_DEAL, description="Cards dealt face down to each player.")
    ruins: int = Field(default=1, ge=0, le=MAX_DEAL, description="Cards placed face down as the Ruins.")
    start_player: Literal["chosen"] = Field(
        default="chosen", description="The start player is chosen freely (by the seed in play).")


class Turn(Strict):
    draw: int = Field(default=1, ge=1, le=MAX_DEAL, description="Cards drawn at the start of a turn.")
    play: int = Field(default=1, ge=1, le=MAX_DEAL, description="Cards played (and resolved as far as possible) per turn.")


class Elimination(Strict):
    turn_passes_to: Literal["left-of-current"] = Field(
        default="left-of-current", description="After an elimination the turn ends and passes left of the current player.")
    hand_card: Literal["discard-face-up"] = Field(
        default="discard-face-up", description="What happens to an eliminated player's hand card.")
    lost_legacy_in_hand: Literal["shuffle-into-deck"] = Field(
        default="shuffle-into-deck",
        description="A Lost Legacy in an eliminated hand goes back into the deck (a card's own rule may override).")
    last_player_wins: bool = Field(default=True, description="The last player left before the investigation wins.")


def _every_target() -> list[Literal["hand", "own-hand", "ruins"]]:
    return ["hand", "own-hand", "ruins"]


class Investigation(Strict):
    order: Literal["ascending-speed"] = Field(
        default="ascending-speed", description="Players investigate by their hand card's speed, lowest first.")
    tied_speeds_skip: bool = Field(default=True, description="Players tied on a speed do not investigate at all.")
    x_never: bool = Field(default=True, description="A player holding an X card never investigates.")
    targets: list[Literal["hand", "own-hand", "ruins"]] = Field(
        default_factory=_every_target,
        description="What an investigator may look at: another hand, their own hand, a Ruins card.")
    nobody_finds: Literal["everyone-loses"] = Field(
        default="everyone-loses", description="The outcome when no investigator finds the Lost Legacy.")


class Exchanges(Strict):
    optional: bool = Field(default=True, description="'You may exchange with your hand' is optional.")
    secret: bool = Field(default=True, description="Whether an optional exchange happened stays secret.")


class LLTerminology(Strict):
    deck: str = Field(default="deck", description="The face-down draw pile.")
    ruins: str = Field(default="Ruins", description="Face-down cards beside the deck.")
    investigation: str = Field(default="investigation", description="The final phase.")
    speed: str = Field(default="research speed", description="A card's investigation order number.")
    eliminated: str = Field(default="eliminated", description="Out of the round.")


class LostLegacyVariant(VariantHeader):
    """A complete, resolved Lost Legacy rule set."""

    game: Literal["lost-legacy"] = Field(description="The game this variant configures.")
    players: Players = Field(description="Player range.")
    deck: Deck = Field(description="The cards of the deck.")
    composition: Composition = Field(description="The rule every custom 16-card set follows.")
    setup: LLSetup = Field(default_factory=LLSetup, description="Dealing and the Ruins.")
    turn: Turn = Field(default_factory=Turn, description="A turn: draw, play, resolve.")
    elimination: Elimination = Field(default_factory=Elimination, description="Players knocked out of the round.")
    investigation: Investigation = Field(default_factory=Investigation, description="The final phase.")
    exchanges: Exchanges = Field(default_factory=Exchanges, description="'May exchange with your hand' effects.")
    terminology: LLTerminology = Field(default_factory=LLTerminology, description="This rulebook's words.")
