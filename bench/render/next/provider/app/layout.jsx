// The bench's timing script (bench/render/observe.js, copied to public/ by bench/render.mjs) runs first, in the head.
export default function Layout({ children }) {
  return (
    <html lang="en">
      <head>
        <script src="/observe.js" />
      </head>
      <body>{children}</body>
    </html>
  );
}
