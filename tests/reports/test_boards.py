"""Boards drawn from protocol states (engine/reports/boards.py): what a state draws, where two
states differ, that an engine's words never become markup, and (in Chromium) that a card name
never breaks mid-word inside a pile."""

from __future__ import annotations

import re

from html_elements import Elements

from rulebook.reports.boards import board_view, draw

HOSTILE = '<script>alert("x")</script>'


def innovation_state(**changes) -> dict:
    state = {
        "variant": "deluxe",
        "players": [
            {"name": "Ann", "team": None, "eliminated": False, "hand": ["Tools"],
             "board": {"red": {"cards": ["Oars", "Archery", "Metalworking"], "splay": "right"},
                       "blue": {"cards": ["Writing"], "splay": "none"}},
             "score": ["Pottery"], "achievements": ["Monument"], "icons": {"castle": 3}},
            {"name": "Bob", "team": None, "eliminated": False, "hand": [], "board": {}, "score": [],
             "achievements": [], "icons": {}}],
        "supply": {"1": ["Sailing", "Clothing"], "2": []},
        "achievements": {"standard": {"1": "Agriculture", "2": "Mathematics"}, "special": ["Empire", "World"]},
        "junk": [], "turn": {"number": 3, "player": 0, "actions_left": 2}, "pending": None, "result": None}
    state.update(changes)
    return state


def test_a_splayed_pile_shows_its_direction_its_top_card_and_the_cards_under_it():
    page = Elements(draw(innovation_state()))
    assert page.balanced
    red = page.one("red")
    assert "splayed right" in red.text and "→" in red.text
    assert [e.text for e in page.having("top")] == ["Writing", "Oars"]  # colours in the protocol's order
    assert [e.text for e in red.one("under").having("card")] == ["Archery", "Metalworking"] and "(3)" in red.text
    assert "splayed" not in page.one("blue").text  # "none" is no splay
    # five colour piles a player, the empty ones too; a player with no card is one line
    assert len(page.having("pile")) == 5
    assert "Bob seat 1 holds no card" in [e.text for e in page.having("sn")]


def test_every_zone_of_an_innovation_state_is_drawn():
    page = Elements(draw(innovation_state(junk=["Tools of War"])))
    for words in ("Tools", "Pottery", "Monument", "castle 3", "Empire", "World", "Tools of War",
                  "turn 3, Ann to play, 2 actions left"):
        assert words in page.text, words
    # the supply (top card and count) and the standard achievements, age by age
    rows = [[cell.text.strip() for cell in row.children] for row in page.one("ages").having(tag="tr")]
    assert rows == [["age", "supply", "achievement"], ["1", "Sailing 2", "Agriculture"], ["2", "empty", "Mathematics"]]


def test_a_hostile_card_name_is_escaped_everywhere():
    evil = innovation_state(players=[{"name": HOSTILE, "hand": [HOSTILE],
                                      "board": {"red": {"cards": [HOSTILE], "splay": HOSTILE}, HOSTILE: HOSTILE},
                                      "score": HOSTILE, "achievements": [{"card": HOSTILE}], "icons": {HOSTILE: 1}}],
                            supply={HOSTILE: [HOSTILE]}, junk=[HOSTILE], pending={"player": 0, "options": [HOSTILE]},
                            **{HOSTILE: HOSTILE})
    differences = [{"path": f"players.0.{HOSTILE}", "expected": HOSTILE, "got": [HOSTILE]},
                   {"path": "players.0.hand", "expected": [HOSTILE], "got": []}]
    for html in (draw(evil, differences, innovation_state(), "got"), draw(evil, differences, evil, "expected"),
                 draw({"game": "lost-legacy", "players": [{"name": HOSTILE, "hand": [{"card": HOSTILE}]}],
                       "deck": [HOSTILE]})):
        assert "<script" not in html and "&lt;script&gt;" in html
        assert Elements(html).balanced
        assert not re.search(r'="[^"]*"[^ >/]', html)  # no attribute value broken out of its quotes


def test_differences_mark_the_zones_and_the_cards_on_both_sides():
    expected = innovation_state()
    got = innovation_state()
    got["players"][0]["hand"] = []
    got["supply"]["1"] = ["Tools", "Sailing", "Clothing"]
    differences = [{"path": "players.0.hand", "expected": ["Tools"], "got": []},
                   {"path": "supply.1", "expected": ["Sailing", "Clothing"], "got": ["Tools", "Sailing", "Clothing"]}]
    want = Elements(draw(expected, differences, got, "expected"))
    have = Elements(draw(got, differences, expected, "got"))
    hand_want = want.one("diff", data_path="players.0.hand")
    hand_have = have.one("diff", data_path="players.0.hand")
    assert [e.text for e in hand_want.having("card")] == ["Tools"] and "got nothing" in hand_want.text
    assert hand_have.having("card") == [] and "expected Tools" in hand_have.text
    assert [e.text for e in want.having("missing")] == ["Tools"]  # the expected card the actual hand lacks
    supply = have.one("diff", data_path="supply.1")
    assert [e.text for e in have.having("extra")] == ["Tools"] and "expected Sailing, Clothing" in supply.text
    assert not want.having("extra") and not have.having("missing")
    # zones that do not differ carry no mark
    assert {e.attrs.get("data-path") for e in have.having("diff") if "card" not in e.classes} == {
        "players.0.hand", "supply.1"}


def test_a_difference_inside_a_pile_marks_the_pile():
    got = innovation_state()
    got["players"][0]["board"]["blue"] = {"cards": ["Writing"], "splay": "left"}
    view = board_view(got, [{"path": "players.0.board.blue.splay", "expected": "none", "got": "left"}],
                      innovation_state(), "got")
    assert view is not None
    blue = next(p for p in view.seats[0].piles if p.colour == "blue")
    assert blue.diff and blue.notes == ["splay: expected none"] and blue.splay == "left"
    assert not any(p.diff for p in view.seats[0].piles if p is not blue)


def test_a_lost_legacy_state_draws_hands_discards_deck_and_ruins():
    state = {"game": "lost-legacy", "variant": "lost-legacy-starship", "viewer": None,
             "players": [{"name": "Ann", "eliminated": False, "hand": [{"card": "Assault", "visible_to": [0, 1]}],
                          "discard": [{"card": "Search", "flipped": True}]},
                         {"name": "Bob", "eliminated": True, "hand": [], "discard": []}],
             "deck": [{"card": "Old Map", "visible_to": []}, {"card": "General", "visible_to": []}],
             "ruins": [{"card": "Girl of Fate", "visible_to": [1]}], "out_of_play": [],
             "turn": {"number": 2, "player": 0, "phase": "investigation"},
             "investigation": {"order": [0], "skipped": [1], "done": []}, "pending": None,
             "result": {"winners": [0], "reason": "investigation"}}
    page = Elements(draw(state, [{"path": "investigation.order", "expected": [1], "got": [0]}], state, "got"))
    text = page.text
    for words in ("Assault", "seen by Ann, Bob", "Search", "flipped", "Old Map", "General", "Girl of Fate",
                  "seen by Bob", "eliminated", "phase investigation", "order Ann; skipped Bob; done nobody",
                  "won by Ann (investigation)"):
        assert words in text, words
    assert "seen by nobody" not in text  # a deck card nobody knows is the rule, not news
    assert "order: expected [1]" in page.one("diff", data_path="investigation").text


def test_a_state_of_the_wrong_shape_is_drawn_as_far_as_it_goes():
    for state in ({"players": "Ann"}, {"players": [None, 3, {"hand": 7, "board": "red"}]},
                  {"players": [{"board": {"red": "Oars"}}], "supply": [], "achievements": None}, {}):
        assert draw(state).startswith('<div class="board')
    assert "no state" in draw(None)


# A page measuring, once laid out, the lines of each card name drawn in a pile (a name of one word
# on two lines broke mid-word) and whether a pile reaches past its board; the result is written
# into the page, for --dump-dom to read.
MEASURE = """<!doctype html><html><head><meta charset="utf-8"><style>{css}</style></head>
<body><div style="width: {width}px">{board}</div><script>
var found = [];
document.querySelectorAll(".pile .card").forEach(function (card) {{
  var high = parseFloat(getComputedStyle(card).lineHeight) || 16;
  if (card.textContent.trim().indexOf(" ") < 0 && card.getBoundingClientRect().height > 1.6 * high) {{
    found.push("broken: " + card.textContent.trim());
  }}
}});
var edge = document.querySelector(".board").getBoundingClientRect().right;
document.querySelectorAll(".pile").forEach(function (pile) {{
  if (pile.getBoundingClientRect().right > edge + 0.5) {{ found.push("outside: " + pile.className); }}
}});
document.body.setAttribute("data-found", found.join("; ") || "none");
</script></body></html>"""


def test_card_names_in_a_pile_never_break_mid_word_in_a_browser(tmp_path):
    """Long one-word names in every pile of a narrow board: each stays on one line, and no pile
    reaches past the board (the piles wrap to another row instead)."""
    import subprocess

    from test_html_report import chromium

    from rulebook.reports.boards import BOARD_CSS

    browser = chromium()
    long_names = {"red": ["Industrialization", "Archery"], "blue": ["Experimentation"],
                  "green": ["Domestication", "Sailing"], "yellow": ["Refrigeration"], "purple": ["Specialization"]}
    state = innovation_state()
    state["players"][0]["board"] = {colour: {"cards": cards, "splay": "none"} for colour, cards in long_names.items()}
    for width in (320, 520, 900):
        page = tmp_path / f"board-{width}.html"
        page.write_text(MEASURE.format(css=BOARD_CSS, width=width, board=draw(state)), encoding="utf-8")
        done = subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu",
                               f"--user-data-dir={tmp_path / '.profile'}", "--window-size=1000,800", "--dump-dom",
                               page.as_uri()], capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr[-2000:]
        found = re.search(r'data-found="([^"]*)"', done.stdout)
        assert found is not None and found.group(1) == "none", (width, found and found.group(1))
