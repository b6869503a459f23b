// The site's search: reads ?q= from the address, filters the embedded index (search-index.js sets
// window.RULEBOOK_INDEX, no network fetch), and lists the matches. Each entry: [kind, title, href, words].
(function () {
  "use strict";
  var index = window.RULEBOOK_INDEX || [];
  var params = new URLSearchParams(window.location.search);
  var query = (params.get("q") || "").trim();
  var box = document.getElementById("q");
  var list = document.getElementById("results");
  var status = document.getElementById("status");
  if (box) { box.value = query; }
  function run(q) {
    list.textContent = "";
    var terms = q.toLowerCase().split(/\s+/).filter(Boolean);
    if (!terms.length) { status.textContent = index.length + " entries: type a card, a parameter, a scenario or a variant."; return; }
    var hits = [];
    for (var i = 0; i < index.length; i++) {
      var e = index[i], title = e[1].toLowerCase(), hay = title + " " + e[3].toLowerCase(), ok = true;
      for (var t = 0; t < terms.length; t++) { if (hay.indexOf(terms[t]) < 0) { ok = false; break; } }
      if (ok) { hits.push([title === q.toLowerCase() ? 0 : title.indexOf(terms[0]) === 0 ? 1 : title.indexOf(terms[0]) >= 0 ? 2 : 3, i]); }
    }
    hits.sort(function (a, b) { return a[0] - b[0] || a[1] - b[1]; });
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
