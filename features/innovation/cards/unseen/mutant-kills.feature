# Unseen cards in positions the age files leave out, each found by the code-mutation measure
# (benchmarks/code_mutants.py) as a card outcome no scenario stated: Black Market melding a
# revealed achievement with a crown and keeping back one with a clock (only a clock or an
# avatar keeps one from being melded),
# Jackalope comparing a lone splayed card with an unsplayed pile under a house rule that lets
# one card keep its splay, and Handbag read as compulsory, whose branch once chosen must be
# carried out while another branch is open.
# Card texts: engine/data/cards/unseen-ultimate.json (our own words; Black Market: "neither a
# clock nor an avatar"; Jackalope: "the colour with the most visible cards", the glossary's
# visible cards; Handbag's implementation note: both implementations make the choice). Rules
# with sources: the research note unseen.md (§3 the safe, §4 safeguard, §7 the special
# achievements, left out here with "the special achievements are nothing"); the one-card splay
# is innovation-editions.md 1D, played here the other way as a house rule.
# Conventions: piles are written top card first; every supply pile a scenario draws from is
# listed. Alice launches every Dogma action; Bob's empty board neither shares nor gives.
@ultimate-unseen
Feature: Unseen cards: outcomes the code-mutation measure asked for

  # --- Black Market (7, green, crown): the revealed achievements without a clock or an avatar
  # may be melded; a crown does not keep one back, a clock does.

  @id:unseen-black-market-melds-a-crowned-achievement @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Black Market: Alice reveals Code of Laws and Lighting; she may meld Code of Laws, crowns and all, not Lighting with its clock; she melds it and Lighting goes back
    Given a 2-player game
    And the special achievements are nothing
    And Alice's green pile is Black Market
    And Alice has Writing in hand
    And the standard achievements are Code of Laws, Calendar, Lighting
    And the age 7 pile is Bicycle
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Black Market
    And Alice safeguards Writing
    And Alice chooses 1, 7
    Then Alice may meld up to 1 of Code of Laws
    When Alice melds Code of Laws
    Then Alice's purple pile is Code of Laws
    And Alice's safe is Writing
    And the age 7 pile is Bicycle, Lighting
    And the standard achievements are ages 2

  # --- Jackalope (8, yellow, leaf): unsplay your colour with the most visible cards. An unsplayed
  # pile shows its top card, one visible card, as many as a splayed pile of one card.

  @id:unseen-jackalope-lone-splayed-card-ties-an-unsplayed-pile-house @ultimate-unseen-echoes
  @needs:resolved_variant
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:splay.unsplay_small_piles=false
  Scenario: Jackalope where one card keeps its splay (house rule): Archery alone splayed right ties Jackalope unsplayed; Alice picks yellow and red stays splayed
    Given a house variant of it sets splay.unsplay_small_piles to false
    And a 2-player game
    And the special achievements are nothing
    And Alice's yellow pile is Jackalope
    And Alice's red pile is Archery splayed right
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Jackalope
    Then Alice must choose 1 of yellow, red
    When Alice chooses yellow
    Then Alice's red pile is Archery splayed right
    And Alice's yellow pile is Jackalope

  # --- Handbag (8, green, crown), read as compulsory: take your bottom cards, tuck your score
  # pile, or name a value and score those cards from your hand; the value, once that branch is
  # taken, must be named too.

  @id:unseen-handbag-compulsory-value-must-be-named-house @ultimate-unseen-echoes @needs:resolved_variant
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:cards.readings.handbag_choice=compulsory
  Scenario: Handbag read as compulsory (DH4, BGA4): with her bottom card open as another branch, Alice cannot end her choice having done nothing; she scores Calendar
    Given a house variant of it sets cards.readings.handbag_choice to "compulsory"
    And a 2-player game
    And the special achievements are nothing
    And Alice's green pile is Handbag
    And Alice has Writing, Calendar in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Handbag
    Then Alice cannot decline
    When Alice scores Calendar
    Then Alice's score pile is Calendar
    And Alice's hand is Writing
    And Alice's green pile is Handbag
