// The API reference: ReDoc from this site's own static files, with the portal's fonts
// (the system's; nothing is loaded from other hosts).
(function () {
  "use strict";
  var container = document.getElementById("redoc-container");
  if (!container || !window.Redoc) return;
  var font = getComputedStyle(document.body).fontFamily;
  window.Redoc.init(container.getAttribute("data-schema-url"), {
    hideDownloadButton: false,
    expandResponses: "200,201,202",
    theme: {
      colors: { primary: { main: "#0b5fad" } },
      typography: {
        fontFamily: font,
        headings: { fontFamily: font },
        code: { fontFamily: "ui-monospace, 'DejaVu Sans Mono', monospace" }
      }
    }
  }, container);
})();
