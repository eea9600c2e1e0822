// Progressive enhancement only: every page works without this file.
(function () {
  "use strict";
  document.documentElement.classList.add("js");

  // Menu button on narrow screens: opens and closes the navigation.
  var menuButton = document.querySelector(".menu-button");
  var menu = document.getElementById("site-menu");
  if (menuButton && menu) {
    menuButton.hidden = false;
    menuButton.addEventListener("click", function () {
      var open = menu.classList.toggle("open");
      menuButton.setAttribute("aria-expanded", open ? "true" : "false");
    });
  }

  // Tables stack on narrow screens: every cell is labelled with its column's name.
  document.querySelectorAll(".table-wrap > table").forEach(function (table) {
    var names = Array.prototype.map.call(table.querySelectorAll("thead th"), function (th) {
      return th.textContent.trim();
    });
    table.querySelectorAll("tbody tr").forEach(function (row) {
      Array.prototype.forEach.call(row.children, function (cell, index) {
        if (names[index] && !cell.hasAttribute("data-label")) cell.setAttribute("data-label", names[index]);
      });
    });
    table.classList.add("stack");
  });

  // Usage chart: the exact values of a day in a tooltip on hover and on focus; the arrow
  // keys (and Home/End) move between days, so the chart is one tab stop.
  document.querySelectorAll(".chart-box").forEach(function (box) {
    var days = Array.prototype.slice.call(box.querySelectorAll("g.day"));
    if (!days.length) return;
    var tip = document.createElement("div");
    tip.className = "chart-tip";
    tip.setAttribute("aria-hidden", "true");  // screen readers read the day's own label
    tip.hidden = true;
    box.appendChild(tip);
    function show(day) {
      var hit = day.querySelector(".hit").getBoundingClientRect();
      var frame = box.getBoundingClientRect();
      var bars = day.querySelectorAll(".bar");
      var top = bars.length ? bars[bars.length - 1].getBoundingClientRect().top : hit.bottom;
      tip.textContent = day.getAttribute("data-summary");
      tip.hidden = false;
      var x = hit.left - frame.left + hit.width / 2;
      var half = tip.offsetWidth / 2;
      tip.style.left = Math.min(Math.max(x, half), frame.width - half) + "px";
      tip.style.top = Math.max(top - frame.top - 6, tip.offsetHeight) + "px";
    }
    function hide() { tip.hidden = true; }
    days.forEach(function (day, index) {
      day.addEventListener("mouseenter", function () { show(day); });
      day.addEventListener("mouseleave", function () { if (document.activeElement !== day) hide(); });
      day.addEventListener("focus", function () { show(day); });
      day.addEventListener("blur", hide);
      day.addEventListener("keydown", function (event) {
        var next = {ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: days.length - 1}[event.key];
        if (next === undefined || next < 0 || next >= days.length) return;
        event.preventDefault();
        day.setAttribute("tabindex", "-1");
        days[next].setAttribute("tabindex", "0");
        days[next].focus();
      });
    });
  });

  // Code blocks of the guides get a copy button too.
  document.querySelectorAll(".guide pre").forEach(function (pre, index) {
    if (!pre.id) pre.id = "sample-" + index;
    var box = document.createElement("div");
    box.className = "snippet-box";
    pre.parentNode.insertBefore(box, pre);
    box.appendChild(pre);
    var button = document.createElement("button");
    button.type = "button";
    button.className = "secondary small";
    button.textContent = "Copy";
    button.setAttribute("data-copy", pre.id);
    button.hidden = true;
    box.appendChild(button);
  });

  // Copy buttons: <button data-copy="element-id">
  document.querySelectorAll("button[data-copy]").forEach(function (button) {
    button.hidden = false;
    button.addEventListener("click", function () {
      var source = document.getElementById(button.getAttribute("data-copy"));
      if (!source) return;
      var text = (source.value !== undefined ? source.value : source.textContent).trim();
      var done = function () {
        var label = button.textContent;
        button.textContent = "Copied";
        button.setAttribute("aria-live", "polite");
        setTimeout(function () { button.textContent = label; }, 2000);
      };
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(text).then(done, function () { fallback(source, done); });
      } else {
        fallback(source, done);
      }
    });
  });

  function fallback(source, done) {
    var range = document.createRange();
    range.selectNodeContents(source);
    var selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    try { if (document.execCommand("copy")) done(); } catch (e) { /* text stays selected */ }
  }

  // Forms that ask before doing something final: <form data-confirm="Really?">
  document.querySelectorAll("form[data-confirm]").forEach(function (form) {
    form.addEventListener("submit", function (event) {
      if (!window.confirm(form.getAttribute("data-confirm"))) event.preventDefault();
    });
  });

  // Double submit guard: a clicked submit button is disabled until the answer arrives.
  document.querySelectorAll("form[method='post']").forEach(function (form) {
    form.addEventListener("submit", function (event) {
      if (event.defaultPrevented) return;
      var button = event.submitter;
      if (button) setTimeout(function () { button.disabled = true; }, 0);
    });
  });
})();
