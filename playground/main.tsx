import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MessagesProvider } from '../src/i18n';
import { Button } from '../src/primitives/Button';
import { ThemeProvider } from '../src/theme';

// A host page for the widget. Until the screens land it shows the themed primitives.
function Playground() {
  return (
    <MessagesProvider>
      <ThemeProvider>
        <main style={{ maxWidth: 400, margin: '40px auto' }}>
          <h1>Gatehouse playground</h1>
          <Button type="button">Continue</Button>
        </main>
      </ThemeProvider>
    </MessagesProvider>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from playground/index.html');
createRoot(root).render(
  <StrictMode>
    <Playground />
  </StrictMode>,
);
