/**
 * The modules' icon class names come from the back end (`icon-book`…); the portal draws its own icons for the ones
 * it knows, and a neutral square for the others.
 */
const PATHS: Record<string, string> = {
  'icon-book': 'M5 4h9a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3zM5 17a3 3 0 0 1 3-3h9',
  'icon-check-circle': 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12l3 3 5-6',
  'icon-calendar': 'M5 6h14v14H5zM5 10h14M9 3v5M15 3v5',
  'icon-users':
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14c1.8.9 3 2.8 3 5',
  'icon-shopping-cart':
    'M3 5h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.9a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2M9.5 20.5h.01M17.5 20.5h.01',
  'icon-tag': 'M3 12V4h8l10 10-8 8zM7.5 8.5h.01',
  'icon-edit': 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  'icon-truck':
    'M3 6h11v10H3zM14 10h4l3 3v3h-7M7.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM17.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
};

const FALLBACK = 'M5 5h14v14H5z';

export function ModuleIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      <path
        d={PATHS[className] ?? FALLBACK}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
