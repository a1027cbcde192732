import { brandTheme, note } from './brand.css';

export function Aside() {
  return (
    <aside className={brandTheme}>
      <p className={note}>Passcodes arrive within a minute.</p>
    </aside>
  );
}
