import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyTheme, watchTheme } from '@/lib/theme';
import { App } from '@/app/app';
import './index.css';

// Set the theme before the first paint; the CSP forbids an inline script in index.html for this.
applyTheme();
watchTheme();

const root = document.getElementById('root');
if (!root) throw new Error('#root element missing from index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
