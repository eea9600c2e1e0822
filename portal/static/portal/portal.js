// Progressive enhancement only: every page works without this file.
(function () {
  "use strict";

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
