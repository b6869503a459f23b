"""Card texts the sources leave open: the table `cards.readings`, one parameter per question,
for the cards of every set and expansion (docs/architecture.md, "A card text the sources leave
open"). Each is dormant where its card is not among the variant's cards."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from ..common import Strict
from .basics import DormantWhen, card_off

FOURTH_EDITION_OFF = DormantWhen("the fourth-edition card texts are not in play",
                                 lambda v: v.cards.wording != "fourth-edition")


class CardReadings(Strict):
    """Card texts the sources leave open: one parameter per question, named after the card, with
    the readings the reference engine plays. Each bundled variant that plays the card records its
    choice as a dispute naming the other reading's source (docs/architecture.md)."""

    rocketry_opponents: Annotated[Literal["each-card-any-opponent", "one-opponent-for-all"], card_off("Rocketry")] = Field(
        default="each-card-any-opponent",
        description="Rocketry returns cards from opponents' score piles (one for every two clocks in the base "
                    "text, one for each colour showing a clock in the fourth edition): each card from any "
                    "opponent, picked card by card, or one opponent chosen first whose score pile gives them all.")
    climatology_avatar: Annotated[bool, FOURTH_EDITION_OFF] = Field(
        default=False,
        description="Climatology (fourth edition): the launcher may name the avatar as the icon type its demand "
                    "asks for, besides the standard icons other than leaf.")
    fishing_three_of_a_colour: Annotated[Literal["at-least-three", "exactly-three"], card_off("Fishing")] = Field(
        default="at-least-three",
        description="Fishing (fourth-edition age 0) draws a 2 when your hand holds three cards of one colour: "
                    "at least three of some colour, or exactly three of some colour.")
    zhang_heng_scorer: Annotated[Literal["owner", "claiming-player"], card_off("Zhang Heng")] = Field(
        default="owner",
        description="Zhang Heng (Figures): before any player claims an achievement, a 3 is drawn and tucked on "
                    "his owner's board and the cards above it are scored: by his owner, or by the player "
                    "about to claim.")
    robert_e_lee_destination: Annotated[Literal["another-player", "any-player"], card_off("Robert E. Lee")] = Field(
        default="another-player",
        description="Robert E. Lee (Figures): the top card with a leaf his karma transfers goes onto the board "
                    "of a player other than its owner, or of any player (its owner's too, where it stays).")
    edward_jenner_chooser: Annotated[Literal["owner", "scoring-player"], card_off("Edward Jenner")] = Field(
        default="owner",
        description="Edward Jenner (Figures): before any player scores, an available standard achievement "
                    "of the scored card's value is junked; when the value has several, his owner chooses "
                    "which, or the player about to score.")
    dice_bonus_points: Annotated[Literal["bonus-score", "bonus-sum"], card_off("Dice")] = Field(
        default="bonus-score",
        description="Dice (Echoes), foreseen: the drawn 4 goes to an opponent with more bonus points; bonus points "
                    "are what the visible bonuses add to the score (the highest, plus 1 per other), or the plain "
                    "sum of the visible bonus numbers.")
    ice_skates_closing_return: Annotated[Literal["returns-highest-top-card", "no-return"],
                                         card_off("Ice Skates")] = Field(
        default="returns-highest-top-card",
        description="Ice Skates (Echoes): its second effect ends by returning your highest top card, as one "
                    "source prints it, or stops after the draws, as the other does.")
    crossbow_recipient: Annotated[Literal["any-other-player", "opponent"], card_off("Crossbow")] = Field(
        default="any-other-player",
        description="Crossbow (Echoes): the board that gets a card from your hand is any other player's (a "
                    "teammate's too), or an opponent's only.")
    horseshoes_echo: Annotated[Literal["mandatory", "optional"], card_off("Horseshoes")] = Field(
        default="mandatory",
        description="Horseshoes (Echoes): its echo effect (draw and foreshadow a 2 or a 3) must be done, or may "
                    "be declined.")
    pagoda_drawn_card: Annotated[Literal["revealed-stays-in-hand", "foreshadowed-then-melded"],
                                 card_off("Pagoda")] = Field(
        default="revealed-stays-in-hand",
        description="Pagoda (Echoes): the drawn 3 is revealed and stays in hand, or is foreshadowed and then "
                    "melded when a card of its colour was tucked.")
    laser_icons: Annotated[Literal["lightbulb-lightbulb-hex-leaf", "lightbulb-leaf-lightbulb-hex"], card_off("Laser")] = Field(
        default="lightbulb-lightbulb-hex-leaf",
        description="Laser (Echoes): the icons in its four slots, top left first, as one implementation prints "
                    "them or as the other does.")
    saxophone_icons: Annotated[Literal["bonus-7-crown-music-note-bonus-7", "bonus-7-crown-music-note-crown"],
                               card_off("Saxophone")] = Field(
        default="bonus-7-crown-music-note-bonus-7",
        description="Saxophone (Echoes): its four slots, top left first: two bonus 7s around a crown and the "
                    "music note, or one bonus 7 and two crowns.")
    jeans_reveal: Annotated[Literal["hidden", "revealed"], card_off("Jeans")] = Field(
        default="hidden",
        description="Jeans (Echoes): its first dogma effect draws two cards, melds one and returns the other; "
                    "the two drawn cards stay hidden in hand, or are revealed first.")
    almanac_returns_from_forecast: Annotated[bool, card_off("Almanac")] = Field(
        default=True,
        description="Almanac (Echoes): whether it has a first dogma effect that returns a forecast card showing a "
                    "bonus and draws and scores a card one higher than that bonus (one implementation prints it, "
                    "the other's text has only the echo effect and the if-foreseen effect).")
    liquid_fire_no_bonus: Annotated[Literal["nothing", "value-zero"], card_off("Liquid Fire")] = Field(
        default="nothing",
        description="Liquid Fire (Echoes): its demand draws a card of the affected player's highest visible "
                    "bonus; with no visible bonus it does nothing, or draws a card of value 0 as the text reads "
                    "literally (a 1 while age 0 is out of play).")
    telescope_second_half: Annotated[Literal["achieve-from-forecast", "exchange-with-achievements"],
                                     card_off("Telescope")] = Field(
        default="achieve-from-forecast",
        description="Telescope (Echoes): after a forecast card goes on top of its deck, you achieve a forecast "
                    "card you are eligible for, or you exchange your whole forecast with as many available "
                    "standard achievements and junk the 5 deck.")
    hot_air_balloon_players: Annotated[Literal["other-players", "opponents"], card_off("Hot Air Balloon")] = Field(
        default="other-players",
        description="Hot Air Balloon (Echoes): the top card it may achieve lies on another player's board, a "
                    "partner's included, or on an opponent's only (the two differ in a team game).")
    bifocals_no_achievement: Annotated[Literal["draws-nothing", "draws-a-1"], card_off("Bifocals")] = Field(
        default="draws-nothing",
        description="Bifocals (Echoes), foreseen, draws and foreshadows a card of the lowest value among the "
                    "available standard achievements; with none available: nothing, or a 1.")
    morphine_nothing_returned: Annotated[Literal["draws-nothing", "draws-a-1"], card_off("Morphine")] = Field(
        default="draws-nothing",
        description="Morphine (Echoes) draws a card one higher than the highest card its demand returned; "
                    "when the demand returned nothing: nothing, or a 1.")
    medicine_lowest_tie: Annotated[Literal["launcher", "affected-player"], card_off("Medicine")] = Field(
        default="launcher",
        description="Medicine: who picks among the launcher's tied lowest score cards in the "
                    "demand's exchange: the launcher, or the affected player (who picks among their own tied "
                    "highest either way).")
    # Echoes, ages 9 to 11: the cards whose two sources' texts differ in play (echoes.md §13.2)
    email_foreseen: Annotated[Literal["nothing-more", "also-foreshadow-11"], card_off("Email")] = Field(
        default="nothing-more",
        description="Email (Echoes): its first dogma effect draws and foreshadows a 9, and, in the promoted "
                    "card's Dogma action, also an 11 (one source's text) or nothing more (the other's).")
    wristwatch_draws: Annotated[Literal["each-value", "each-bonus"], card_off("Wristwatch")] = Field(
        default="each-value",
        description="Wristwatch (Echoes): its last effect draws and melds one card for each value its owner's "
                    "visible bonuses show, or one for each visible bonus (a value shown twice drawn twice).")
    cell_phone_draws: Annotated[Literal["per-colour-with-clock", "per-two-clocks"], card_off("Cell Phone")] = Field(
        default="per-colour-with-clock",
        description="Cell Phone (Echoes): draws a 10 for each colour whose pile shows a clock, or a 10 for "
                    "every two clocks on the board (rounded down).")
    drone_draw: Annotated[Literal["draw-11", "draw-10"], card_off("Drone")] = Field(
        default="draw-11",
        description="Drone (Echoes): the card it draws and reveals (and draws again while it returns cards) "
                    "is an 11, or a 10.")
    # Unseen, ages 1 and 2: where the two sources differ in play (unseen.md §13, §14.11)
    proverb_value: Annotated[Literal["any-in-hand", "highest-in-hand"], card_off("Proverb")] = Field(
        default="any-in-hand",
        description="Proverb (Unseen): after a yellow or purple 1, the available achievement safeguarded has "
                    "the value of any card in your hand (your choice), or of your highest card only (nothing "
                    "is safeguarded when that value has none available).")
    exile_return: Annotated[Literal["only-a-top-card", "wherever-it-is"], card_off("Exile")] = Field(
        default="only-a-top-card",
        description="Exile (Unseen): when its demand returned exactly one card, Exile is returned and a 3 "
                    "drawn only if Exile is a top card on some board (one source's text), or Exile is returned "
                    "from wherever it is (unless already in a deck) and a 3 drawn in every case (the other's).")
    # Unseen, ages 7 and 8: where the two implementations play a card differently (unseen.md §13, §14.11)
    private_eye_draw: Annotated[Literal["always", "after-transfer"], card_off("Private Eye")] = Field(
        default="always",
        description="Private Eye (Unseen): its demand ends with the affected player drawing a 7: always, as the "
                    "separate sentence reads, or only when a card of their hand was transferred.")
    safe_deposit_box_choice: Annotated[Literal["optional", "compulsory"], card_off("Safe Deposit Box")] = Field(
        default="optional",
        description="Safe Deposit Box (Unseen): its choice between junking two drawn 7s and swapping the score pile "
                    "with the junk may be declined, as 'you may' reads, or must be made.")
    blacklight_colours: Annotated[Literal["splayable", "any-unsplayed"], card_off("Blacklight")] = Field(
        default="splayable",
        description="Blacklight (Unseen): the unsplayed colours it may splay up (and then draw a 9) are those the "
                    "splay changes, or every unsplayed colour of the board (a one-card pile draws the 9 unsplayed).")
    scouting_ten: Annotated[Literal["draw", "reveal-top"], card_off("Scouting")] = Field(
        default="draw",
        description="Scouting (Unseen): after both 9s went back, a 10 is drawn and revealed (the draw rules may "
                    "take it from an expansion deck), or the top card of the base 10 deck is revealed; it is kept "
                    "on a colour match with a returned 9, otherwise it goes on top of its deck.")
    handbag_choice: Annotated[Literal["optional", "compulsory"], card_off("Handbag")] = Field(
        default="optional",
        description="Handbag (Unseen): its choice among taking the bottom cards, tucking the score pile and scoring "
                    "a value from hand may be declined, as 'you may' reads, or must be made.")
    joy_buzzer_purple: Annotated[Literal["if-scored", "if-named"], card_off("Joy Buzzer")] = Field(
        default="if-scored",
        description="Joy Buzzer (Unseen): its top purple card is scored when a card of the named value was scored "
                    "from hand, or whenever a value was named.")
    joy_buzzer_icons: Annotated[Literal["clock-crown-clock-hex", "hex-factory-factory-factory"],
                                card_off("Joy Buzzer")] = Field(
        default="clock-crown-clock-hex",
        description="Joy Buzzer (Unseen): its four slots, top left first, and its featured icon: clock, crown, "
                    "clock, hex featuring the clock, or hex and three factories featuring the factory.")
    opus_dei_icons: Annotated[Literal["lightbulb-lightbulb-hex-lightbulb", "leaf-lightbulb-lightbulb-hex"],
                              card_off("Opus Dei")] = Field(
        default="lightbulb-lightbulb-hex-lightbulb",
        description="Opus Dei (Unseen): its four slots, top left first (the lightbulb featured either way): three "
                    "lightbulbs around the hex, or a leaf and two lightbulbs.")
    mafia_lowest_tie: Annotated[Literal["owner-chooses", "oldest"], card_off("Mafia")] = Field(
        default="owner-chooses",
        description="Mafia (Unseen): among several lowest secrets its demand transfers, the affected player picks "
                    "one by its back, or the one that entered their safe first goes.")
    # Unseen, ages 3 and 4: where the two implementations differ in play (unseen-ultimate.json notes)
    cliffhanger_pick: Annotated[Literal["chosen", "random"], card_off("Cliffhanger")] = Field(
        default="chosen",
        description="Cliffhanger (Unseen) reveals a 4 from your safe: one you pick by its back and position "
                    "(the fronts stay unseen), or one taken at random among your 4s.")
    masquerade_full_safe: Annotated[Literal["nothing", "returns"], card_off("Masquerade")] = Field(
        default="nothing",
        description="Masquerade (Unseen) returns the cards of your hand size's value from your hand after "
                    "safeguarding an achievement of that value: only when the safeguard happened, or also when "
                    "one was available but your full safe kept it out.")
    prophecies_secret_melded: Annotated[Literal["any-secret", "another-secret"], card_off("The Prophecies")] = Field(
        default="any-secret",
        description="The Prophecies (Unseen), after drawing a red or purple card one above a secret you chose, "
                    "melds one of your secrets: any of them, the chosen one included, or one other than the "
                    "chosen one.")
    # Unseen, ages 5 and 6: where the two sources play a card differently (unseen-ultimate.json notes)
    popular_science_no_yellow: Annotated[Literal["draws-nothing", "draws-a-1"], card_off("Popular Science")] = Field(
        default="draws-nothing",
        description="Popular Science (Unseen): its second effect draws and melds a card one higher than your top "
                    "yellow card; without a yellow top card it does nothing, or draws and melds a 1 (0 plus one).")
    pen_name_single_card_colors: Annotated[Literal["offered", "not-offered"], card_off("Pen Name")] = Field(
        default="offered",
        description="Pen Name (Unseen): its first choice splays left an unsplayed non-purple colour and "
                    "self-executes its top card; a pile of a single card (which no splay changes) may be taken, "
                    "or only a pile the splay changes.")
    reconnaissance_draws: Annotated[Literal["draw-6s", "draw-7s"], card_off("Reconnaissance")] = Field(
        default="draw-6s",
        description="Reconnaissance (Unseen): its second effect draws and reveals three 6s, or three 7s.")
    swiss_bank_account_full_safe: Annotated[Literal["scores-only-if-safeguarded", "scores-anyway"],
                                            card_off("Swiss Bank Account")] = Field(
        default="scores-only-if-safeguarded",
        description="Swiss Bank Account (Unseen): the hand's cards of the counted value are scored only when the "
                    "achievement was safeguarded, or also when a full safe kept it out (the achievement being "
                    "available).")
    hiking_icons: Annotated[Literal["leaf-leaf-hex-lightbulb", "leaf-leaf-hex-leaf"], card_off("Hiking")] = Field(
        default="leaf-leaf-hex-lightbulb",
        description="Hiking (Unseen): the icons in its four slots, top left first: a lightbulb in the last slot "
                    "as one implementation prints it, or a third leaf as the other does.")
    # Unseen, age 11: where the two sources' texts differ in play (unseen.md §13)
    holography_kept: Annotated[Literal["two", "five"], card_off("Holography")] = Field(
        default="two",
        description="Holography (Unseen): the cards of the chosen colour it leaves on the board above those it "
                    "scores are the top two, or the top five.")
    # Unseen, ages 9 and 10: where the two sources' texts differ in play (unseen.md §13)
    consulting_execution: Annotated[Literal["super", "self"], card_off("Consulting")] = Field(
        default="super",
        description="Consulting (Unseen): the top card the chosen opponent picks is super-executed (its demands "
                    "hitting every opponent), or self-executed (its non-demand effects only).")
    clown_car_move: Annotated[Literal["meld", "transfer"], card_off("Clown Car")] = Field(
        default="meld",
        description="Clown Car (Unseen): the card its demand takes from the launcher's score pile is melded by the "
                    "affected player, or transferred onto their board (not a meld, which effects watching melds "
                    "do not see).")
    hacking_icons: Annotated[Literal["hex-clock-clock-lightbulb", "hex-avatar-avatar-lightbulb"],
                             card_off("Hacking")] = Field(
        default="hex-clock-clock-lightbulb",
        description="Hacking (Unseen): its four slots, top left first, and its featured icon: hex, two clocks and a "
                    "lightbulb featuring the clock, or hex, two avatars and a lightbulb featuring the avatar.")
