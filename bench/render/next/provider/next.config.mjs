// The Next.js page of `npm run bench:render` with the provider's own Next.js SDK (`@stytch/nextjs`): its defaults.
export default {};
