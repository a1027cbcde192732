// Inlined at the top of every page of `npm run bench:render`, before any module loads: records when the
// header ('Sign up or log in') is in the document and visible, in the light DOM or any shadow root
// (open or closed: `attachShadow` is wrapped so each new root is observed too), then which files had
// arrived by then. Both widgets are timed by this same script. `?header=` names the header of a page that
// shows another language.
//
// It also records when Main is complete: the last social button ('Continue with GitHub' in the race's
// config, the same in French) and a text field visible. The provider's widget commits its header alone and
// its buttons and form a task later, so the header alone would compare a heading with a whole screen.
(() => {
  const HEADER = new URLSearchParams(location.search).get('header') ?? 'Sign up or log in';
  const bench = (window.__bench = {});
  const roots = [document];
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const LAST_BUTTON = /GitHub/;
  const shows = (test) =>
    roots.some((root) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (test(node.data.trim()) && node.parentElement && visible(node.parentElement)) return true;
      return false;
    });
  const fieldShown = () => roots.some((root) => [...root.querySelectorAll('input:not([type="hidden"])')].some(visible));
  const check = () => {
    if (bench.header === undefined && shows((text) => text === HEADER)) bench.header = performance.now();
    if (bench.header !== undefined && shows((text) => LAST_BUTTON.test(text)) && fieldShown()) {
      bench.complete = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  const options = { childList: true, subtree: true, characterData: true, attributes: true };
  observer.observe(document, options);
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    roots.push(root);
    observer.observe(root, options);
    return root;
  };
  // A server-rendered page's component calls this from its first effect: hydrated (issue 38's Next.js rows).
  window.__benchHydrated = () => {
    bench.hydrated = performance.now();
  };
  // The page's script calls this just before it renders the widget.
  window.__benchMount = () => {
    bench.mount = performance.now();
  };
})();
