// The site's search: reads ?q= from the address, filters the embedded index (search-index.js sets
// window.RULEBOOK_INDEX, no network fetch), and lists the matches. Each entry: [kind, title, href, words].
// When nothing matches, the words of the index's titles nearest to each unmatched term are offered
// instead ("Toools": did you mean Tools?). Under Node (a unit test) the pure functions are exported.
(function () {
  "use strict";

  // Edit distance (insertions, deletions, substitutions, and two neighbours swapped), stopping
  // early once every cell of a row exceeds `limit`: enough to tell a typo from another word.
  function distance(a, b, limit) {
    if (Math.abs(a.length - b.length) > limit) { return limit + 1; }
    var before = null, previous = [], i, j;
    for (j = 0; j <= b.length; j++) { previous.push(j); }
    for (i = 1; i <= a.length; i++) {
      var row = [i], least = i;
      for (j = 1; j <= b.length; j++) {
        var cost = a[i - 1] === b[j - 1] ? 0 : 1;
        var best = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
        if (before && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
          best = Math.min(best, before[j - 2] + 1);
        }
        row.push(best);
        if (best < least) { least = best; }
      }
      if (least > limit) { return limit + 1; }
      before = previous; previous = row;
    }
    return previous[b.length];
  }

  // How far a term may be from a word and still be its typo: one edit in a short word, more in a long one.
  function tolerance(term) { return term.length <= 4 ? 1 : term.length <= 8 ? 2 : 3; }

  // Every word of the titles (cards, parameters, variants, scenario names), lower case -> as written.
  function vocabulary(index) {
    var words = {};
    for (var i = 0; i < index.length; i++) {
      var title = index[i][1], parts = [title].concat(title.split(/[\s,;:()\u201c\u201d"]+/));
      for (var p = 0; p < parts.length; p++) {
        var word = parts[p], key = word.toLowerCase();
        if (word && !Object.prototype.hasOwnProperty.call(words, key)) { words[key] = word; }
      }
    }
    return words;
  }

  // The words nearest to `term` (at most `count`), nearest first, then alphabetically.
  function nearest(words, term, count) {
    var limit = tolerance(term), found = [];
    for (var key in words) {
      if (!Object.prototype.hasOwnProperty.call(words, key) || key === term) { continue; }
      var d = distance(term, key, limit);
      if (d <= limit) { found.push([d, key]); }
    }
    found.sort(function (x, y) { return x[0] - y[0] || (x[1] < y[1] ? -1 : x[1] > y[1] ? 1 : 0); });
    return found.slice(0, count).map(function (f) { return words[f[1]]; });
  }

  function matches(index, q) {
    var terms = q.toLowerCase().split(/\s+/).filter(Boolean), hits = [];
    for (var i = 0; i < index.length; i++) {
      var e = index[i], title = e[1].toLowerCase(), hay = title + " " + e[3].toLowerCase(), ok = true;
      for (var t = 0; t < terms.length; t++) { if (hay.indexOf(terms[t]) < 0) { ok = false; break; } }
      if (ok) { hits.push([title === q.toLowerCase() ? 0 : title.indexOf(terms[0]) === 0 ? 1 : title.indexOf(terms[0]) >= 0 ? 2 : 3, i]); }
    }
    hits.sort(function (a, b) { return a[0] - b[0] || a[1] - b[1]; });
    return hits;
  }

  // Queries to offer for `q`, which matched nothing: each term no entry holds replaced by a near
  // word of the titles (the first such term by each of its three nearest), kept only if it matches.
  function suggestions(index, q) {
    var terms = q.split(/\s+/).filter(Boolean), words = vocabulary(index), offered = [], first = -1, i;
    var options = terms.map(function (term, at) {
      if (matches(index, term).length) { return [term]; }
      if (first < 0) { first = at; }
      return nearest(words, term.toLowerCase(), 3);
    });
    if (first < 0 || options[first].length === 0) { return []; }
    for (i = 0; i < options[first].length; i++) {
      var query = terms.map(function (term, at) {
        return at === first ? options[first][i] : options[at].length ? options[at][0] : term;
      }).join(" ");
      if (offered.indexOf(query) < 0 && matches(index, query).length) { offered.push(query); }
    }
    return offered;
  }

  if (typeof window === "undefined") {
    module.exports = { distance: distance, nearest: nearest, suggestions: suggestions, matches: matches };
    return;
  }

  var index = window.RULEBOOK_INDEX || [];
  var params = new URLSearchParams(window.location.search);
  var query = (params.get("q") || "").trim();
  var box = document.getElementById("q");
  var list = document.getElementById("results");
  var status = document.getElementById("status");
  if (box) { box.value = query; }

  function offer(q) {
    var offered = suggestions(index, q);
    status.textContent = "No match for \u201c" + q + "\u201d." + (offered.length ? " Did you mean " : "");
    offered.forEach(function (s, i) {
      var a = document.createElement("a");
      a.className = "suggestion";
      a.href = "search.html?q=" + encodeURIComponent(s);
      a.textContent = s;
      if (i) { status.appendChild(document.createTextNode(i === offered.length - 1 ? " or " : ", ")); }
      status.appendChild(a);
    });
    if (offered.length) { status.appendChild(document.createTextNode("?")); }
  }

  function run(q) {
    list.textContent = "";
    var terms = q.toLowerCase().split(/\s+/).filter(Boolean);
    if (!terms.length) { status.textContent = index.length + " entries: type a card, a parameter, a scenario or a variant."; return; }
    var hits = matches(index, q);
    if (!hits.length) { offer(q); return; }
    status.textContent = hits.length + (hits.length === 1 ? " match" : " matches") + " for \u201c" + q + "\u201d" + (hits.length > 200 ? " (the first 200 shown)" : "");
    hits.slice(0, 200).forEach(function (h) {
      var e = index[h[1]], li = document.createElement("li"), kind = document.createElement("span"), a = document.createElement("a");
      li.className = "hit hit-" + e[0];
      kind.className = "kind"; kind.textContent = e[0];
      a.href = e[2]; a.textContent = e[1];
      li.appendChild(kind); li.appendChild(a);
      list.appendChild(li);
    });
  }
  run(query);
  if (box) { box.addEventListener("input", function () { run(box.value.trim()); }); }
})();
