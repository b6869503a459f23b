# Transcribes innovation-iello.ko.txt, 도메인 (domains): a domain may be dominated early by
# activating the innovation shown on it; that dogma is cooperative and the player who activates it
# acts last, so a sharing player may take the domain first; the military domain is dominated with
# three of each icon or through Construction.
# Iello words: domination = achievement, domain = special achievement, activate = dogma,
# play = meld, influence = score pile. The cards named on the domains are Masonry (Technologies =
# Monument), Construction (military = Empire), Translation (Diplomacy = World), Invention
# (Culture = Wonder) and Astronomy (Sciences = Universe); their texts are the same in the first
# and third editions, so these scenarios hold for every variant of the base set but the fourth
# edition (whose cards have no effects yet).
Feature: Domains dominated through the innovations that show them

  @id:ach-masonry-monument
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-domain-via-card
  Scenario: Playing four castle cards through Masonry dominates the Technologies domain (Monument)
    Given a 4-player game
    And Alice's yellow pile is Masonry
    And Alice has Archery, Metalworking, The Wheel, Mysticism, Writing in hand
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 6 with every action left
    When Alice performs the dogma of Masonry
    Then Alice may meld up to 4 of Archery, Metalworking, The Wheel, Mysticism
    When Alice melds Archery then Metalworking then The Wheel then Mysticism
    Then Alice's red pile is Metalworking, Archery
    And Alice's green pile is The Wheel
    And Alice's purple pile is Mysticism
    And Alice's hand is Writing
    And Alice's achievements are Monument
    And the special achievements are Empire, World, Wonder, Universe
    And it is Alice's turn 6 with one action used

  @id:ach-masonry-three
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-domain-via-card
  Scenario: Three castle cards played through Masonry are not enough for the domain
    Given a 4-player game
    And Alice's yellow pile is Masonry
    And Alice has Archery, Metalworking, The Wheel, Mysticism in hand
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 6 with every action left
    When Alice performs the dogma of Masonry
    And Alice melds Archery then The Wheel then Mysticism
    Then Alice's hand is Metalworking
    And Alice's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder, Universe

  @id:ach-masonry-sharer-first
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-domain-card-last @rule:ie-domain-via-card @rule:dx-special-once
  Scenario: A player sharing Masonry acts before the player who activated it and takes the domain first
    Given a 4-player game
    And Alice's yellow pile is Masonry
    And Alice has Tools, Oars, Domestication, City States in hand
    And Bob's green pile is The Wheel
    And Bob has Archery, Metalworking, Construction, Road Building in hand
    And the age 1 pile is Pottery, Sailing
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 6 with every action left
    When Alice performs the dogma of Masonry
    Then Bob may meld up to 4 of Archery, Metalworking, Construction, Road Building
    When Bob melds Archery then Metalworking then Construction then Road Building
    Then Bob's achievements are Monument
    When Alice melds Tools then Oars then Domestication then City States
    Then Alice's achievements are nothing
    And Bob's achievements are Monument
    And Bob's red pile is Road Building, Construction, Metalworking, Archery
    And Alice's yellow pile is Domestication, Masonry
    And Alice gets the sharing bonus
    And Alice's hand is Pottery
    And the special achievements are Empire, World, Wonder, Universe

  @id:ach-construction-empire
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-military-domain @rule:ie-domain-via-card
  Scenario: Activating Construction with five colours while nobody else has five dominates the military domain (Empire)
    Given a 4-player game
    And Alice's red pile is Construction
    And Alice's blue pile is Tools
    And Alice's green pile is Sailing
    And Alice's yellow pile is Agriculture
    And Alice's purple pile is Code of Laws
    And Bob's red pile is Metalworking
    And Bob's yellow pile is Masonry
    And Carol's green pile is The Wheel
    And Carol's purple pile is Mysticism
    And Dave's red pile is Road Building
    And Dave's yellow pile is Domestication
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Construction
    Then Alice shows 4 castle
    And Alice's achievements are Empire
    And Bob's achievements are nothing
    And the special achievements are Monument, World, Wonder, Universe
    And nobody gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:ach-construction-rival-five
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-military-domain
  Scenario: Construction gives no military domain while an opponent also has five colours
    Given a 4-player game
    And Alice's red pile is Construction
    And Alice's blue pile is Tools
    And Alice's green pile is Sailing
    And Alice's yellow pile is Agriculture
    And Alice's purple pile is Code of Laws
    And Bob's red pile is Metalworking
    And Bob's yellow pile is Masonry
    And Bob's blue pile is Pottery
    And Bob's green pile is Clothing
    And Bob's purple pile is City States
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Construction
    Then Alice's achievements are nothing
    And Bob's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder, Universe

  @id:ach-translation-world
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-domain-via-card
  Scenario: Activating Translation when every active card shows a crown dominates the Diplomacy domain (World)
    Given a 4-player game
    And Alice's blue pile is Translation
    And Alice's green pile is Sailing
    And Alice's purple pile is Code of Laws
    And Alice has nothing in the score pile
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Translation
    Then Alice shows 0 clock
    And Alice's achievements are World
    And the special achievements are Monument, Empire, Wonder, Universe

  @id:ach-translation-crownless-card
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-domain-via-card
  Scenario: One active card without a crown keeps Translation from dominating the domain
    Given a 4-player game
    And Alice's blue pile is Translation
    And Alice's green pile is Sailing
    And Alice's purple pile is Code of Laws
    And Alice's red pile is Archery
    And Alice has nothing in the score pile
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Translation
    Then Alice's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder, Universe

  @id:ach-invention-wonder
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-domain-via-card
  Scenario: Invention dominates the Culture domain (Wonder) with five splayed colours, even one splayed left
    Given a 4-player game
    And Alice's green pile is Invention, Sailing splayed right
    And Alice's blue pile is Tools, Writing splayed left
    And Alice's red pile is Archery, Oars splayed left
    And Alice's yellow pile is Masonry, Agriculture splayed up
    And Alice's purple pile is Mysticism, Code of Laws splayed right
    And the age 4 pile is Perspective, Navigation
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 11 with every action left
    When Alice performs the dogma of Invention
    Then Alice may splay up to 1 of blue, red
    When Alice splays red
    Then Alice's red pile is Archery, Oars splayed right
    And Alice's blue pile is Tools, Writing splayed left
    And Alice's score pile is Perspective
    And Alice's achievements are Wonder
    And the special achievements are Monument, Empire, World, Universe

  @id:ach-astronomy-universe
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-domain-via-card
  Scenario: Astronomy dominates the Sciences domain (Universe) when every non-purple active card is of age 6 or more
    Given a 4-player game
    And Alice's purple pile is Astronomy
    And Alice's blue pile is Encyclopedia
    And Alice's red pile is Machine Tools
    And Alice's green pile is Classification
    And Alice's yellow pile is Canning
    And the age 6 pile is Democracy, Emancipation
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 11 with every action left
    When Alice performs the dogma of Astronomy
    Then Alice's hand is Democracy
    And Alice's achievements are Universe
    And the special achievements are Monument, Empire, World, Wonder

  @id:ach-astronomy-age-five
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-domain-via-card
  Scenario: One non-purple active card of age 5 keeps Astronomy from dominating the domain
    Given a 4-player game
    And Alice's purple pile is Astronomy
    And Alice's blue pile is Encyclopedia
    And Alice's red pile is Machine Tools
    And Alice's green pile is Classification
    And Alice's yellow pile is Statistics
    And the age 6 pile is Democracy, Emancipation
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 11 with every action left
    When Alice performs the dogma of Astronomy
    Then Alice's hand is Democracy
    And Alice's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder, Universe
