"""A two-scenario feature file the implementation tests run against engines of every kind
(a plain module: the tests folders are not packages, so tests import it by name)."""

from __future__ import annotations


def two_scenarios(tags: str, prefix: str, title: str = "Draw and meld") -> str:
    """A meld that starts a new pile and a draw of the highest top card's age, tagged `tags`,
    with ids `<prefix>-meld` and `<prefix>-draw`."""
    return f"""
    {tags}
    Feature: {title}
      @id:{prefix}-meld
      Scenario: A meld starts a new pile
        Given a 2-player game
        And Alice has Tools in hand
        And it is Alice's turn 2 with 2 actions left
        When Alice melds Tools
        Then Alice's blue pile is Tools

      @id:{prefix}-draw
      Scenario: A draw takes the age of the highest top card
        Given a 2-player game
        And Alice's red pile is Archery
        And Alice has nothing in hand
        And the age 1 pile is Oars, Tools
        And it is Alice's turn 2 with 2 actions left
        When Alice draws
        Then Alice's hand is Oars
"""
