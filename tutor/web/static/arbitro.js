/* Tapete referee: the card picker. Small, vanilla, no dependencies; the page works without it.
   Every card zone is backed by a text field in card notation (the only thing the server reads): tapping a card
   of the palette adds its token to the chosen zone's field, tapping a drawn card in a zone takes it out, and
   typing in the field redraws the zone. Card lists (combinaciones) keep one combination per line. */
(function () {
  "use strict";

  function init(form) {
    var palette = form.querySelector("[data-palette]");
    var zones = Array.prototype.slice.call(form.querySelectorAll("[data-zone]"));
    if (!palette || !zones.length) return;
    var spanish = form.closest("[data-ruling]").getAttribute("data-ruling").indexOf("tresillo.") === 0;
    var faces = {};
    palette.querySelectorAll("[data-card]").forEach(function (b) { faces[norm(b.getAttribute("data-card"))] = b; });
    var active = null;

    function norm(token) { return spanish ? token.toLowerCase() : token.toUpperCase(); }
    function input(zone) { return zone.querySelector("input, textarea"); }
    function lines(zone) {
      var text = input(zone).value.replace(/\r/g, "");
      return zone.getAttribute("data-kind") === "card_lists" ? text.split("\n") : [text];
    }
    function tokens(line) { return line.replace(/,/g, " ").split(/\s+/).filter(Boolean); }

    function chip(token, line, index) {
      var face = faces[norm(token)];
      var b = document.createElement("button");
      b.type = "button";
      b.className = "chip" + (face ? "" : " bad");
      b.setAttribute("data-line", line);
      b.setAttribute("data-index", index);
      if (face) {
        b.innerHTML = face.innerHTML;
        b.setAttribute("aria-label", face.getAttribute("aria-label") + " ✕");
      } else {
        b.textContent = token;
      }
      return b;
    }

    function draw(zone) {
      var box = zone.querySelector("[data-chips]");
      box.innerHTML = "";
      box.removeAttribute("aria-hidden");
      lines(zone).forEach(function (line, l) {
        var group = document.createElement("span");
        group.className = "group";
        tokens(line).forEach(function (t, i) { group.appendChild(chip(t, l, i)); });
        if (group.childNodes.length || zone.getAttribute("data-kind") === "card_lists") box.appendChild(group);
      });
    }

    function write(zone, all) {
      var field = input(zone);
      field.value = all.map(function (l) { return tokens(l).join(" "); }).join("\n");
      draw(zone);
    }

    // The picker stays on screen (sticky): keep the zone being filled visible just under it, never beneath it.
    function reveal(zone) {
      if (getComputedStyle(palette).position !== "sticky") return;
      var under = palette.getBoundingClientRect().bottom + 8, top = zone.getBoundingClientRect().top;
      if (top < under) window.scrollBy(0, top - under);
    }

    function activate(zone) {
      zones.forEach(function (z) { z.classList.toggle("active", z === zone); });
      if (active !== zone) reveal(zone);
      active = zone;
      var label = zone.querySelector("label");
      form.querySelector("[data-active-label]").textContent = label ? label.firstChild.textContent.trim() : "";
    }

    function add(token) {
      if (!active) return;
      var kind = active.getAttribute("data-kind");
      if (kind === "card") { input(active).value = token; draw(active); return; }
      var all = lines(active);
      all[all.length - 1] = (all[all.length - 1] + " " + token).trim();
      write(active, all);
    }

    // On a narrow screen one suit's ranks show at a time (CSS); the suit tabs choose which.
    function showSuit(suit) {
      palette.querySelectorAll("[data-suit-tab]").forEach(function (t) {
        t.setAttribute("aria-pressed", String(t.getAttribute("data-suit-tab") === suit));
      });
      palette.querySelectorAll(".suit-row").forEach(function (r) {
        r.classList.toggle("shown", r.getAttribute("data-suit") === suit);
      });
    }

    palette.hidden = false;
    zones.forEach(function (zone) {
      zone.querySelector("[data-tools]").hidden = false;
      draw(zone);
      zone.addEventListener("click", function (e) {
        var t = e.target.closest("button");
        if (t && t.classList.contains("chip")) {
          var all = lines(zone), l = +t.getAttribute("data-line"), ts = tokens(all[l]);
          ts.splice(+t.getAttribute("data-index"), 1);
          all[l] = ts.join(" ");
          write(zone, all);
        } else if (t && t.hasAttribute("data-newline")) {
          var all2 = lines(zone);
          if (tokens(all2[all2.length - 1]).length) { all2.push(""); input(zone).value = all2.join("\n"); draw(zone); }
        } else if (t && t.hasAttribute("data-clear")) {
          input(zone).value = "";
          draw(zone);
        }
        activate(zone);
      });
      input(zone).addEventListener("focus", function () { activate(zone); });
      input(zone).addEventListener("input", function () { draw(zone); });
    });
    palette.addEventListener("click", function (e) {
      var tab = e.target.closest("[data-suit-tab]");
      if (tab) { showSuit(tab.getAttribute("data-suit-tab")); return; }
      var b = e.target.closest("[data-card]");
      if (b) add(b.getAttribute("data-card"));
    });
    activate(zones[0]);
  }

  // Switching the language comes back to this ruling with what has been entered so far (in the query string,
  // which the page reads back), instead of an empty form.
  function keepOnLanguageSwitch(form) {
    var sw = document.getElementById("lang-switch");
    if (!sw) return;
    sw.addEventListener("submit", function () {
      var params = new URLSearchParams();
      new FormData(form).forEach(function (v, k) { if (k !== "csrf_token" && k !== "marcado" && v) params.append(k, v); });
      var q = params.toString();
      sw.querySelector('input[name="next"]').value = form.getAttribute("action") + (q ? "?" + q : "");
    });
  }

  function start() {
    document.querySelectorAll("form.arbitro-form").forEach(function (f) { init(f); keepOnLanguageSwitch(f); });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start); else start();
})();
