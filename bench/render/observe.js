// Inlined at the top of every page of `npm run bench:render`, before any module loads: records when the
// header ('Sign up or log in') is in the document and visible, in the light DOM or any shadow root
// (open or closed: `attachShadow` is wrapped so each new root is observed too), then which files had
// arrived by then. Both widgets are timed by this same script. `?header=` names the header of a page that
// shows another language.
(() => {
  const HEADER = new URLSearchParams(location.search).get('header') ?? 'Sign up or log in';
  const bench = (window.__bench = {});
  const roots = [document];
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const check = () => {
    if (bench.header !== undefined) return;
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.data.trim() === HEADER && node.parentElement && visible(node.parentElement)) {
          bench.header = performance.now();
          observer.disconnect();
          return;
        }
      }
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
  // The page's script calls this just before it renders the widget.
  window.__benchMount = () => {
    bench.mount = performance.now();
  };
})();
