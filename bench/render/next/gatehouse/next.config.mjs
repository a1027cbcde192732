// The Next.js page of `npm run bench:render` with Gatehouse's server-rendered `Login` (issue 38), set up as
// the guide sets it up: the widget's stylesheet inlined into the HTML, not a render-blocking request.
export default { experimental: { inlineCss: true } };
