/**
 * A press on a button before the page's script has run does nothing: the button is the server's HTML, and React
 * is not yet listening. On one bar of signal a phone shows the page a second or more before that, so a golfer's
 * first tap on More or the menu could be lost. The page's first script records such a press on an element marked
 * EARLY_PRESS (RECORD_EARLY_PRESSES below, put in every page by components/layout/early-press-recorder.tsx), and
 * the element's own code acts on it once it runs (./use-early-press.ts) by opening what it opens, which a second press
 * cannot undo. A form sent in that time would go to the browser's own submission, which puts the form's fields in
 * the address (a password among them): that is stopped, and the person's next press sends it.
 * From the moment React listens it answers presses itself (replaying any made while it hydrates), so the recorder
 * stops then, and forgets the presses it kept: the first press React answers has replaced them, and nothing acts
 * twice.
 */
const EARLY_PRESS = "data-early-press";
/**
 * Spread on a button whose early press is kept, naming the event its own handler acts on: a menu opens as the
 * finger goes down (as Radix's does), so a finger down before the script ran and lifted after opens it too; a
 * button that acts on the click keeps the click.
 */
export const keepsEarlyPress = (on: "pointerdown" | "click") => ({ [EARLY_PRESS]: on }) as const;
export const PRESSED_EARLY = "data-pressed-early";

/** React DOM marks the document it listens on with a property of this prefix (react-dom's listenToAllSupportedEvents). */
const REACT_LISTENING = "_reactListening";

export const RECORD_EARLY_PRESSES = `(function () {
  var reactListens = function () {
    return Object.keys(document).some(function (key) { return key.indexOf("${REACT_LISTENING}") === 0; });
  };
  var stop = function () {
    document.querySelectorAll("[${PRESSED_EARLY}]").forEach(function (element) {
      element.removeAttribute("${PRESSED_EARLY}");
    });
    ["pointerdown", "click", "submit"].forEach(function (type) {
      document.removeEventListener(type, record, true);
    });
  };
  var record = function (event) {
    if (reactListens()) return stop();
    if (event.type === "submit") return event.preventDefault();
    var pressed = event.target instanceof Element ? event.target.closest("[${EARLY_PRESS}]") : null;
    if (pressed && pressed.getAttribute("${EARLY_PRESS}") === event.type) pressed.setAttribute("${PRESSED_EARLY}", "");
  };
  ["pointerdown", "click", "submit"].forEach(function (type) {
    document.addEventListener(type, record, true);
  });
})();`;
